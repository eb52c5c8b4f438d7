import {describe, expect, it} from 'vitest';
import {isRelatedLinks, kindOf, symbolKindsOf} from './recordKinds';
import {record} from './testRecords';

const reference = record({
  url: '/docs/typedoc/client/interfaces/HTTPBatchLinkOptions',
  type: 'lvl1',
  hierarchy: {lvl1: 'Interface: HTTPBatchLinkOptions'},
});
const overview = record({url: '/docs/typedoc/client', type: 'lvl1', hierarchy: {lvl1: '@trpc/client'}});
const guide = record({
  url: '/docs/client/links/httpBatchLink#see-also',
  hierarchy: {lvl1: 'httpBatchLink', lvl2: 'See also'},
});

describe('kindOf', () => {
  it('tells reference pages, their symbol and its family, from guides', () => {
    expect(kindOf(reference)).toEqual({
      reference: true,
      symbolKey: 'httpbatchlinkoptions',
      family: 'http|option',
      page: '/docs/typedoc/client/interfaces/HTTPBatchLinkOptions',
    });
    expect(kindOf(overview)).toMatchObject({reference: true, symbolKey: null, family: null});
    expect(kindOf(guide)).toMatchObject({
      reference: false,
      symbolKey: null,
      family: null,
      page: '/docs/client/links/httpBatchLink',
    });
  });
});

describe('symbolKindsOf', () => {
  it('names each symbol of two or more words with its last word, its kind', () => {
    expect(symbolKindsOf([reference, overview, guide])).toEqual(new Map([['httpbatchlinkoptions', 'option']]));
  });
});

describe('isRelatedLinks', () => {
  it('knows a "See also" section by its heading', () => {
    expect(isRelatedLinks(guide)).toBe(true);
    expect(isRelatedLinks(reference)).toBe(false);
  });
});
