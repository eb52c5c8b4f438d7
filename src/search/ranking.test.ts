import type {SearchResult} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {inOrder} from './ordering';
import {
  addNameParts,
  boostPhrase,
  boostSymbolKind,
  firstShown,
  guidesFirst,
  matchAnyWord,
  matchQuery,
  rank,
  searchEvery,
  startRanking,
  type Ranking,
} from './ranking';
import {kindOf} from './recordKinds';
import {BOOST, buildSearchIndex, SEARCH_PREFIX} from './searchIndex';
import {record} from './testRecords';

const index = buildSearchIndex([
  record({
    url: '/docs/server/middlewares',
    type: 'lvl1',
    hierarchy: {lvl1: 'Middlewares'},
    content: 'Run code around procedures.',
  }),
  record({
    url: '/docs/server/context',
    hierarchy: {lvl1: 'Context'},
    content: 'Every middleware sees the context you create.',
  }),
  record({
    url: '/docs/server/adapters/fetch',
    type: 'lvl1',
    hierarchy: {lvl1: 'Fetch Adapter'},
    content: 'Your fetch request handler.',
  }),
  record({
    url: '/docs/server/adapters/fetch#handler',
    hierarchy: {lvl1: 'Fetch Adapter'},
    content: 'Call fetchRequestHandler.',
  }),
  record({
    url: '/docs/typedoc/client/classes/TRPCClientError',
    type: 'lvl1',
    hierarchy: {lvl1: 'Class: TRPCClientError<T>'},
    content: 'TRPCClientError',
  }),
  record({url: '/docs/infer-types#errors', hierarchy: {lvl1: 'Inferring Types'}, content: 'A TRPCClientError.'}),
  record({
    url: '/docs/error-handling#client',
    hierarchy: {lvl1: 'Error handling'},
    content: 'On the client, calls reject with a TRPCClientError.',
  }),
  record({url: '/docs/story', hierarchy: {lvl1: 'Story'}, content: 'A context story: the middleware sees it.'}),
]);
const urlsOf = (results: SearchResult[]) => results.map((r) => index.byId.get(r.id)!.url);
const matched = (query: string, facetFilters?: Ranking['facetFilters']) => {
  const ranking = startRanking(index, query, facetFilters);
  matchQuery(index, ranking);
  return ranking;
};

describe('startRanking', () => {
  it('reads a query of one concept as words, and one of several concepts as a question', () => {
    expect(startRanking(index, 'middleware', undefined)).toMatchObject({question: false, sorted: true, results: []});
    expect(startRanking(index, 'how do middlewares see the context', undefined)).toMatchObject({
      question: true,
      sorted: false,
    });
    expect(startRanking(index, 'realtime', undefined).question).toBe(true);
  });

  it('turns the facet filters into a filter only where they leave records out', () => {
    expect(startRanking(index, 'x', ['language:en']).filter).toBeUndefined();
    expect(startRanking(index, 'x', ['language:fr']).filter).toBeTypeOf('function');
  });
});

describe('matchQuery', () => {
  it('finds the records that hold every word of a query, by score', () => {
    const ranking = matched('middleware');
    expect(urlsOf(ranking.results)[0]).toBe('/docs/server/middlewares');
    expect(urlsOf(ranking.results)).toContain('/docs/story');
    const scores = ranking.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("finds the records that hold any of a question's concepts, in no order yet", () => {
    const ranking = matched('middleware context story');
    expect(ranking.sorted).toBe(false);
    expect(new Set(urlsOf(ranking.results))).toEqual(
      new Set(['/docs/server/middlewares', '/docs/server/context', '/docs/story']),
    );
  });

  it('applies the facet filters', () => {
    expect(matched('middleware', ['language:fr']).results).toEqual([]);
  });
});

describe('addNameParts', () => {
  it('adds the records that hold every part of a rare camelCase name', () => {
    const ranking = matched('fetchRequestHandler');
    expect(urlsOf(ranking.results)).toEqual(['/docs/server/adapters/fetch#handler']);
    const [whole] = ranking.results;
    const score = whole!.score;
    addNameParts(index, ranking);
    // The guide titled by the parts joins the record of the whole name, whose score grows by its parts' match.
    expect(urlsOf(ranking.results).sort()).toEqual([
      '/docs/server/adapters/fetch',
      '/docs/server/adapters/fetch#handler',
    ]);
    expect(ranking.results).toContain(whole);
    expect(whole!.score).toBeGreaterThan(score);
    expect(ranking.results[0]!.score).toBeGreaterThanOrEqual(ranking.results[1]!.score);
  });

  it('leaves a word that is no camelCase name alone', () => {
    const ranking = matched('middleware');
    const before = [...ranking.results];
    addNameParts(index, ranking);
    expect(ranking.results).toEqual(before);
  });
});

describe('boostSymbolKind', () => {
  it('puts the guide about the kind of thing an exactly named symbol is before others that mention it', () => {
    const ranking = matched('TRPCClientError');
    const position = (url: string) => urlsOf(ranking.results).indexOf(url);
    expect(position('/docs/infer-types#errors')).toBeLessThan(position('/docs/error-handling#client'));
    boostSymbolKind(index, ranking);
    expect(position('/docs/error-handling#client')).toBeLessThan(position('/docs/infer-types#errors'));
  });

  it('boosts nothing for a query that names no symbol', () => {
    const ranking = matched('TRPCClientErr');
    const scores = ranking.results.map((r) => r.score);
    boostSymbolKind(index, ranking);
    expect(ranking.results.map((r) => r.score)).toEqual(scores);
  });
});

describe('matchAnyWord', () => {
  it('finds records by any word, and by prefix, when the query found nothing', () => {
    // One letter is looked for whole, not as a prefix, until nothing else is found.
    const ranking = matched('f');
    expect(ranking.results).toEqual([]);
    matchAnyWord(index, ranking);
    expect(urlsOf(ranking.results)).toContain('/docs/server/adapters/fetch');
    expect(ranking.sorted).toBe(true);
  });

  it('leaves results that every word found alone', () => {
    const ranking = matched('middleware');
    const before = ranking.results;
    matchAnyWord(index, ranking);
    expect(ranking.results).toBe(before);
  });
});

describe('boostPhrase', () => {
  it('doubles the score of the records that hold the query as typed, and sorts again', () => {
    const ranking = matched('context story');
    ranking.results.sort((a, b) => b.score - a.score);
    ranking.sorted = true;
    const before = new Map(ranking.results.map((r) => [r.id, r.score]));
    boostPhrase(index, ranking);
    const story = ranking.results.find((r) => index.byId.get(r.id)!.url === '/docs/story')!;
    expect(story.score).toBe(before.get(story.id)! * 2);
    expect(ranking.results[0]).toBe(story);
    const others = ranking.results.filter((r) => r !== story);
    expect(others.every((r) => r.score === before.get(r.id))).toBe(true);
  });

  it('boosts nothing for one word', () => {
    const ranking = matched('middleware');
    const scores = ranking.results.map((r) => r.score);
    boostPhrase(index, ranking);
    expect(ranking.results.map((r) => r.score)).toEqual(scores);
  });
});

describe('firstShown and guidesFirst', () => {
  it("reads a question's results in order as far as needed", () => {
    const ranking = matched('middleware context story');
    const shown = firstShown(index, ranking, 2);
    expect(shown).toHaveLength(2);
    expect(shown[0]!.score).toBeGreaterThanOrEqual(shown[1]!.score);
  });

  it('puts guides before reference pages, unless the query names the symbol', () => {
    const guide = record({url: '/docs/a', content: 'x'});
    const ref = record({url: '/docs/typedoc/client/classes/Thing', type: 'lvl1', hierarchy: {lvl1: 'Class: Thing'}});
    const kinds = new Map([guide, ref].map((r) => [r.objectID, kindOf(r)]));
    const results = [{id: ref.objectID}, {id: guide.objectID}] as SearchResult[];
    expect(guidesFirst(inOrder(results), 'x', kinds, 10).map((r) => r.id)).toEqual([guide.objectID, ref.objectID]);
    expect(guidesFirst(inOrder(results), 'thing', kinds, 10).map((r) => r.id)).toEqual([ref.objectID, guide.objectID]);
    expect(guidesFirst(inOrder(results), 'x', kinds, 1).map((r) => r.id)).toEqual([guide.objectID]);
  });
});

describe('searchEvery', () => {
  it("gives MiniSearch's own AND search, scoring only the holders of the rarest word", () => {
    const options = {prefix: SEARCH_PREFIX, fuzzy: false, boost: BOOST, boostDocument: index.boostDocument};
    const ours = searchEvery(index, ['middleware', 'sees'], options);
    const theirs = index.text.search('middleware sees', {...options, combineWith: 'AND'});
    expect(ours.map((r) => [r.id, r.score])).toEqual(theirs.map((r) => [r.id, r.score]));
    expect(ours.length).toBeGreaterThan(0);
  });
});

describe('rank', () => {
  it('gives all results and the first needed in the order shown; nothing for an empty query', () => {
    const {results, ranked} = rank(index, 'middleware', undefined, 1);
    expect(results.length).toBeGreaterThan(1);
    expect(urlsOf(ranked)).toEqual(['/docs/server/middlewares']);
    expect(rank(index, '', undefined, 20)).toEqual({results: [], ranked: []});
  });
});
