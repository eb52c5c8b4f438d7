import {describe, expect, it} from 'vitest';
import {cardQueue} from './queue';

/** A card start that the test finishes (or fails) by hand. */
function manualStarts() {
  const started: string[] = [];
  const finish = new Map<string, {resolve: () => void; reject: (error: Error) => void}>();
  const start = (file: string) => {
    started.push(file);
    return new Promise<void>((resolve, reject) => finish.set(file, {resolve, reject}));
  };
  return {started, finish, start};
}

describe('cardQueue', () => {
  it('starts at most `limit` cards before one finishes, each file once', async () => {
    const {started, finish, start} = manualStarts();
    const queue = cardQueue(2, start);
    await queue.add('a.png', {});
    await queue.add('a.png', {});
    await queue.add('b.png', {});
    const third = queue.add('c.png', {});
    await Promise.resolve();
    expect(started).toEqual(['a.png', 'b.png']);
    finish.get('a.png')!.resolve();
    await third;
    expect(started).toEqual(['a.png', 'b.png', 'c.png']);
    finish.get('b.png')!.resolve();
    finish.get('c.png')!.resolve();
    await expect(queue.all()).resolves.toBeUndefined();
  });

  it('goes on after a card fails, and `all` reports the failure', async () => {
    const {started, finish, start} = manualStarts();
    const queue = cardQueue(1, start);
    await queue.add('a.png', {});
    const next = queue.add('b.png', {});
    finish.get('a.png')!.reject(new Error('no PNG'));
    await next;
    expect(started).toEqual(['a.png', 'b.png']);
    finish.get('b.png')!.resolve();
    await expect(queue.all()).rejects.toThrow('no PNG');
  });
});
