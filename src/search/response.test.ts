import type {SearchResult} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {rank} from './ranking';
import {hitOf, markingOf, respond} from './response';
import {buildSearchIndex} from './searchIndex';
import {record} from './testRecords';

const page = record({
  url: '/docs/server/context',
  type: 'lvl1',
  hierarchy: {lvl1: 'Context <T>'},
  content: 'One two three four five six context seven eight nine ten.',
});
const twin = record({
  url: '/docs/v9/context',
  type: 'lvl1',
  hierarchy: {lvl1: 'Context'},
  twin: '/docs/server/context',
});
const result = (over: Partial<SearchResult>) =>
  ({id: page.objectID, score: 3, terms: ['context'], ...over}) as SearchResult;

describe('markingOf', () => {
  it('reads the tags, the ellipsis and the snippet length a search asks for, with defaults', () => {
    expect(markingOf({query: 'x'}, 'How does Context work')).toEqual({
      tags: {pre: '<mark>', post: '</mark>'},
      ellipsis: '…',
      snippetWords: 0,
      queryWords: ['context', 'work'],
    });
    const asked = markingOf(
      {
        query: 'x',
        highlightPreTag: '<em>',
        highlightPostTag: '</em>',
        snippetEllipsisText: '...',
        attributesToSnippet: ['content:4'],
      },
      'x',
    );
    expect(asked).toMatchObject({tags: {pre: '<em>', post: '</em>'}, ellipsis: '...', snippetWords: 4});
  });
});

describe('hitOf', () => {
  it('escapes the record, highlights what matched and snippets its content', () => {
    const hit = hitOf(page, result({}), markingOf({query: '', attributesToSnippet: ['content:4']}, 'context'));
    expect(hit.hierarchy.lvl1).toBe('Context &lt;T&gt;');
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>Context</mark> &lt;T&gt;',
      matchLevel: 'full',
      matchedWords: ['context'],
    });
    expect(hit._snippetResult.content?.value).toBe('…six <mark>context</mark> seven eight…');
    expect(hit._highlightResult.hierarchy.lvl0?.matchLevel).toBe('none');
    expect(hit._rankingScore).toBe(3);
    expect(hit._pageCoverage).toBe(1);
    expect('twin' in hit).toBe(false);
  });

  it("names a page's twin, and a match of some of the query's words is partial", () => {
    const hit = hitOf(twin, result({id: twin.objectID}), markingOf({query: ''}, 'context session'));
    expect(hit.twin).toBe('/docs/server/context');
    expect(hit._highlightResult.hierarchy.lvl1?.matchLevel).toBe('partial');
    expect(hit._highlightResult.content).toBeUndefined();
  });
});

describe('respond', () => {
  const index = buildSearchIndex([
    page,
    twin,
    ...Array.from({length: 4}, (_, i) => record({url: `/docs/p${i}`, content: 'context'})),
  ]);

  it('answers with the page of hits asked for and the counts of all results', () => {
    const ranking = rank(index, 'context', undefined, 4);
    const response = respond(
      index,
      {query: ' context ', hitsPerPage: 2, page: 1},
      'context',
      ranking,
      performance.now(),
    );
    expect(response).toMatchObject({
      nbHits: 6,
      page: 1,
      nbPages: 3,
      hitsPerPage: 2,
      query: ' context ',
      exhaustiveNbHits: true,
    });
    expect(response.hits.map((h) => h.objectID)).toEqual(ranking.ranked.slice(2, 4).map((r) => r.id));
    expect(response.coverage).toBe(1);
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(0);
  });

  it('answers nothing found with no hits and no coverage', () => {
    const response = respond(index, {query: ''}, '', {results: [], ranked: []}, performance.now());
    expect(response).toMatchObject({hits: [], nbHits: 0, nbPages: 0, hitsPerPage: 20, page: 0, coverage: 0});
  });
});
