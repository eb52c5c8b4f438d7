import {describe, expect, it} from 'vitest';
import type {IdleDeadlineLike} from '../../../clientModules/idleQueue';
import {createGates} from './gates';

function idlePeriods() {
  const pending: Array<(deadline: IdleDeadlineLike) => void> = [];
  return {
    schedule: (work: (deadline: IdleDeadlineLike) => void) => void pending.push(work),
    next: () => pending.shift()?.({timeRemaining: () => 50}),
  };
}

describe('hydration gates', () => {
  it('stay closed until idle time, then open one per idle period in the order they were made', async () => {
    const idle = idlePeriods();
    const gates = createGates(idle.schedule);
    const [first, second] = [gates.gate(), gates.gate()];
    expect([first.isOpen(), second.isOpen()]).toEqual([false, false]);
    idle.next();
    expect([first.isOpen(), second.isOpen()]).toEqual([true, false]);
    await first.opened;
    idle.next();
    expect(second.isOpen()).toBe(true);
    await second.opened;
  });

  it('all open at once when the reader interacts, and idle time then has nothing left to open', () => {
    const idle = idlePeriods();
    const gates = createGates(idle.schedule);
    const made = [gates.gate(), gates.gate(), gates.gate()];
    idle.next();
    gates.openAll();
    expect(made.map((gate) => gate.isOpen())).toEqual([true, true, true]);
    idle.next();
    idle.next();
    expect(made.every((gate) => gate.isOpen())).toBe(true);
  });

  it('made after the reader has interacted, are open from the start', async () => {
    const idle = idlePeriods();
    const gates = createGates(idle.schedule);
    gates.gate();
    gates.openAll();
    const late = gates.gate();
    expect(late.isOpen()).toBe(true);
    await late.opened;
  });
});
