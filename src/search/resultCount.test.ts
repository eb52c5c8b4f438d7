import {describe, expect, it} from 'vitest';
import {formatResultCount, seeAllLabel} from './resultCount';

describe('result counts', () => {
  it('says one result, and any other count, as the search page and the modal show them', () => {
    expect(formatResultCount(1)).toBe('1 result');
    expect(formatResultCount(0)).toBe('0 results');
    expect(formatResultCount(22)).toBe('22 results');
    expect(seeAllLabel(22)).toBe('See all 22 results');
  });

  it('leaves the number out when the count is not the query’s own', () => {
    expect(seeAllLabel(null)).toBe('See all results');
  });
});
