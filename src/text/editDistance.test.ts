import {describe, expect, it} from 'vitest';
import {editDistance} from './editDistance';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('router', 'router')).toBe(0);
    expect(editDistance('router', 'routers')).toBe(1);
    expect(editDistance('context', 'contxt')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('counts a swap of neighbouring letters once', () => {
    expect(editDistance('middlwrae', 'middleware')).toBe(2);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('qeury', 'query')).toBe(1);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['middlwrae', 'bidder'],
      ['usequery', 'usemutation'],
    ])
      expect(editDistance(a!, b!)).toBe(editDistance(b!, a!));
  });
});
