import {describe, expect, it} from 'vitest';
import {buildSearchIndex} from './searchIndex';
import {nearWords, suggest} from './suggest';
import {record} from './testRecords';

const index = buildSearchIndex([
  record({url: '/docs/server/middlewares', type: 'lvl1', hierarchy: {lvl1: 'Middleware'}}),
  record({url: '/docs/server/routers', type: 'lvl1', hierarchy: {lvl1: 'Router'}}),
  record({url: '/docs/v9/routes', type: 'lvl1', hierarchy: {lvl1: 'Routes'}, docusaurus_tag: 'docs-default-9.x'}),
  record({url: '/docs/bidder', content: 'A bidder, sometimes.', hierarchy: {lvl1: 'Auction'}}),
]);

describe('nearWords', () => {
  it('offers the words of titles and headings as written, the fewest edits first', () => {
    expect(nearWords(index, 'middlwrae', undefined)).toEqual(['Middleware']);
    expect(nearWords(index, 'routr', undefined)).toEqual(['Router', 'Routes']);
  });

  it('offers no word of body text only, and keeps to the filter', () => {
    expect(nearWords(index, 'biddr', undefined)).toEqual([]);
    const current = (r: {id: unknown}) => !String(r.id).startsWith('/docs/v9');
    expect(nearWords(index, 'routr', current)).toEqual(['Router']);
  });
});

describe('suggest', () => {
  it("replaces each word with its nearest, and offers a single word's other near words", () => {
    expect(suggest(index, 'routr')).toEqual(['Router', 'Routes']);
    expect(suggest(index, 'middlwrae routr')).toEqual(['Middleware Router']);
  });

  it('leaves out a word with nothing near it, and offers nothing for the query itself', () => {
    expect(suggest(index, 'middlwrae zzzzzz')).toEqual(['Middleware']);
    expect(suggest(index, 'zzzzzz')).toEqual([]);
    expect(suggest(index, 'Middleware')).toEqual([]);
  });

  it('keeps to the facet filters and the limit', () => {
    expect(suggest(index, 'routr', ['docusaurus_tag:docs-default-current'])).toEqual(['Router']);
    expect(suggest(index, 'routr', undefined, 1)).toEqual(['Router']);
  });
});
