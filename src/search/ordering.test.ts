import {describe, expect, it} from 'vitest';
import {inOrder, lazilyOrdered} from './ordering';

describe('inOrder', () => {
  it('reads items as they are', () => {
    const ordered = inOrder(['b', 'a']);
    expect([ordered.length, ordered.at(0), ordered.at(1)]).toEqual([2, 'b', 'a']);
  });
});

describe('lazilyOrdered', () => {
  it('reads the same order as a sort, whichever item is read first', () => {
    const items = [5, 3, 9, 1, 7, 3];
    const ordered = lazilyOrdered(items, (a, b) => a - b);
    expect(ordered.at(3)).toBe(5);
    expect(Array.from({length: ordered.length}, (_, i) => ordered.at(i))).toEqual([1, 3, 3, 5, 7, 9]);
    expect(items).toEqual([5, 3, 9, 1, 7, 3]);
  });
});
