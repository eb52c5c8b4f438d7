import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleDeadlineLike} from './idleQueue';

/** Idle periods on demand; every item run costs 5 ms of the current one. */
function fakeIdle() {
  const pending: Array<(deadline: IdleDeadlineLike) => void> = [];
  let left = 0;
  return {
    schedule: (work: (deadline: IdleDeadlineLike) => void) => void pending.push(work),
    spend: () => void (left -= 5),
    /** Runs the next idle period, with time for `items` items. */
    idle(items: number) {
      left = items * 5;
      pending.shift()?.({timeRemaining: () => left});
    },
    get scheduled() {
      return pending.length;
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until idle time, then one item per idle period with time for it', () => {
    const idle = fakeIdle();
    const ran: string[] = [];
    const add = createIdleQueue<string>((item) => {
      ran.push(item);
      idle.spend();
    }, idle.schedule);
    add('a');
    add('b');
    add('c');
    expect(ran).toEqual([]);
    expect(idle.scheduled).toBe(1);

    idle.idle(5);
    expect(ran).toEqual(['a']);
    expect(idle.scheduled).toBe(1);
    idle.idle(0);
    expect(ran).toEqual(['a']);
    idle.idle(5);
    idle.idle(5);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(idle.scheduled).toBe(0);
  });

  it('runs each item once, however often it is added', () => {
    const idle = fakeIdle();
    const ran: string[] = [];
    const add = createIdleQueue<string>((item) => ran.push(item), idle.schedule);
    add('/docs');
    add('/docs');
    idle.idle(1);
    add('/docs');
    expect(ran).toEqual(['/docs']);
    expect(idle.scheduled).toBe(0);
  });
});
