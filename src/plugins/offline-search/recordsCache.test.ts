import {describe, expect, it} from 'vitest';
import {createRecordsCache, pageKey} from './recordsCache';
import type {SearchRecord} from './records';

const record = (url: string) => ({url}) as unknown as SearchRecord;

describe("the dev server's records cache", () => {
  it('keys a page by everything its records depend on', () => {
    const page = {url: '/docs/a', title: 'A', source: '# A'};
    expect(pageKey(page)).toBe(pageKey({...page}));
    expect(pageKey({...page, source: '# A\n\nMore'})).not.toBe(pageKey(page));
    expect(pageKey({...page, title: 'B'})).not.toBe(pageKey(page));
  });

  it('computes only what it does not have, and keeps only the pages of this run', async () => {
    let written: Record<string, SearchRecord[]> = {};
    const cache = createRecordsCache({kept: [record('/kept')], gone: [record('/gone')]}, async (entries) => {
      written = entries;
    });
    let computed = 0;
    const compute = () => (computed++, [record('/new')]);
    expect(cache.records('kept', compute)).toEqual([record('/kept')]);
    expect(cache.records('new', compute)).toEqual([record('/new')]);
    expect(computed).toBe(1);
    expect(cache.hits).toBe(1);
    await cache.save();
    expect(Object.keys(written).sort()).toEqual(['kept', 'new']);
  });
});
