import {describe, expect, it} from 'vitest';
import {afterTitleChange} from './afterTitleChange';

/** Frames run by hand, like react-helmet-async setting the title a frame or more after the route change. */
function frames() {
  const queue: (() => void)[] = [];
  return {
    frame: (next: () => void) => queue.push(next),
    run(count: number) {
      for (let i = 0; i < count; i++) queue.shift()?.();
    },
  };
}

describe('afterTitleChange', () => {
  it('sends with the new title when it comes frames after the route change', () => {
    let title = 'Quickstart | tRPC';
    const sent: string[] = [];
    const clock = frames();
    afterTitleChange(
      () => title,
      'Quickstart | tRPC',
      () => sent.push(title),
      clock.frame,
    );
    clock.run(3);
    expect(sent).toEqual([]);
    title = 'Routers | tRPC';
    clock.run(1);
    expect(sent).toEqual(['Routers | tRPC']);
    clock.run(100);
    expect(sent).toHaveLength(1);
  });

  it('sends at once when the title has already changed', () => {
    const sent: string[] = [];
    afterTitleChange(
      () => 'Routers | tRPC',
      'Quickstart | tRPC',
      () => sent.push('sent'),
      frames().frame,
    );
    expect(sent).toEqual(['sent']);
  });

  it('sends once after its frames when the title stays the same (a hash change)', () => {
    const sent: string[] = [];
    const clock = frames();
    afterTitleChange(
      () => 'Routers | tRPC',
      'Routers | tRPC',
      () => sent.push('sent'),
      clock.frame,
      60,
    );
    clock.run(59);
    expect(sent).toEqual([]);
    clock.run(1);
    expect(sent).toEqual(['sent']);
  });
});
