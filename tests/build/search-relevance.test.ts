import {describe, expect, it} from 'vitest';
import {createSearchEngine, isReference, symbolFamily, symbolOf, type Hit} from '../../src/search/engine';
import {CURRENT, V9} from '../search-relevance-cases';
import {QUESTIONS, V9_QUESTIONS} from '../search-relevance-questions';
import {readSearchIndex} from './html';

/** A response without its timing, which differs from run to run. */
const untimed = <T extends {processingTimeMS: number}>(response: T): T => ({...response, processingTimeMS: 0});

const contextual = (version: string) => [
  'language:en',
  ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`],
];
/**
 * The hits as the modal lists them: DocSearch asks for 20 and shows them
 * grouped by section (lvl0), in the order each section first comes, at most
 * five to a group.
 */
function modalOrder(hits: readonly Hit[]): Hit[] {
  const groups = new Map<string | null, Hit[]>();
  for (const hit of hits.slice(0, 20)) {
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    if (group.length < 5) group.push(hit);
    groups.set(hit.hierarchy.lvl0, group);
  }
  return [...groups.values()].flat();
}
/** The share of cases that must find their page in the top 3. */
const MIN_PASS_RATE = 0.95;
/** The share of reader questions that must find their page in the top 3. */
const MIN_QUESTION_RATE = 0.9;

describe('search relevance', () => {
  const records = readSearchIndex('current.json');
  const current = createSearchEngine(records);
  const v9 = createSearchEngine(readSearchIndex('9.x.json'));
  const hitsOf = (query: string, version = 'current', hitsPerPage = 50) =>
    (version === 'current' ? current : v9).search({query, facetFilters: contextual(version), hitsPerPage}).hits;
  const topPages = (query: string, version: string) =>
    [...new Set(hitsOf(query, version).map((h) => h.url_without_anchor))].slice(0, 3);
  const symbols = new Set(
    records
      .map(symbolOf)
      .filter((s): s is string => !!s)
      .map((s) => s.toLowerCase()),
  );

  it(`finds the page a reader expects in the top 3 for at least ${MIN_PASS_RATE * 100}% of ${CURRENT.length + V9.length} queries`, () => {
    expect(CURRENT.length + V9.length).toBeGreaterThanOrEqual(60);
    const cases = [...CURRENT.map((c) => [...c, 'current'] as const), ...V9.map((c) => [...c, '9.x'] as const)];
    const failed = cases.filter(([query, page, version]) => !topPages(query, version).includes(page));
    const rate = 1 - failed.length / cases.length;
    console.log(`search relevance: ${cases.length - failed.length}/${cases.length} (${(rate * 100).toFixed(1)}%)`);
    for (const [query, page, version] of failed)
      console.log(`  missed: ${version} "${query}" → ${page}; top 3: ${topPages(query, version).join(', ')}`);
    expect(rate).toBeGreaterThanOrEqual(MIN_PASS_RATE);
  });

  it(`answers at least ${MIN_QUESTION_RATE * 100}% of ${QUESTIONS.length + V9_QUESTIONS.length} reader questions with the expected page in the top 3`, () => {
    expect(QUESTIONS.length + V9_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const cases = [
      ...QUESTIONS.map((c) => [...c, 'current'] as const),
      ...V9_QUESTIONS.map((c) => [...c, '9.x'] as const),
    ];
    const failed = cases.filter(([query, page, version]) => !topPages(query, version).includes(page));
    const rate = 1 - failed.length / cases.length;
    console.log(`search questions: ${cases.length - failed.length}/${cases.length} (${(rate * 100).toFixed(1)}%)`);
    for (const [query, page, version] of failed)
      console.log(`  missed: ${version} "${query}" → ${page}; top 3: ${topPages(query, version).join(', ')}`);
    expect(rate).toBeGreaterThanOrEqual(MIN_QUESTION_RATE);
  });

  it('still answers a question with a word no page uses', () => {
    for (const [query, page] of [
      ['how do I access request headers in a procedure', '/docs/server/context'],
      ['paginate with a cursor', '/docs/client/react/useInfiniteQuery'],
      ['how do I send an auth token', '/docs/client/headers'],
    ] as const) {
      expect(topPages(`${query} zqxjvbw`, 'current'), query).toContain(page);
    }
  });

  it('ranks guides, concepts and posts above API reference pages unless the query names a symbol', () => {
    const queries = CURRENT.map(([q]) => q).filter((q) => !symbols.has(q.toLowerCase()));
    expect(queries.length).toBeGreaterThan(40);
    for (const query of queries) {
      const kinds = hitsOf(query).map((h) => (isReference(h) ? 'reference' : 'guide'));
      const firstReference = kinds.indexOf('reference');
      expect(
        firstReference === -1 || !kinds.slice(firstReference).includes('guide'),
        `"${query}": ${kinds.join(' ')}`,
      ).toBe(true);
    }
  });

  it('may put the reference page of an exactly named symbol first', () => {
    expect(hitsOf('initTRPC')[0]!.url_without_anchor).toBe('/docs/typedoc/server/variables/initTRPC');
    expect(topPages('initTRPC', 'current')).toContain('/docs/server/routers');
  });

  it("lists the guide to an exactly named type before any section of a symbol's reference page", () => {
    const guide = '/docs/client/vanilla/infer-types';
    expect(topPages('inferRouterOutputs', 'current')).toContain(guide);
    for (const hits of [hitsOf('inferRouterOutputs'), modalOrder(hitsOf('inferRouterOutputs'))]) {
      const guideAt = hits.findIndex((h) => h.url_without_anchor === guide);
      expect(guideAt).toBeGreaterThanOrEqual(0);
      // Sections of a symbol's reference page ("Type Parameters", "TRouter"), found through its title only.
      const before = hits.slice(0, guideAt).filter((h) => symbolOf(h) && h.type !== 'lvl1');
      expect(before.map((h) => `${h.type} ${h.url}`)).toEqual([]);
    }
  });

  it('answers "invalidate after mutation" first with useMutation, whose example invalidates a list once a mutation succeeds', () => {
    const page = '/docs/client/react/useMutation';
    expect(topPages('invalidate after mutation', 'current')[0]).toBe(page);
    expect(modalOrder(hitsOf('invalidate after mutation'))[0]!.url_without_anchor).toBe(page);
  });

  it('shows at most one reference page per symbol family in the first five hits', () => {
    const httpLinkOptions =
      /\/(HTTPLinkOptions|HTTPBatchLinkOptions|HTTPBatchStreamLinkOptions|HttpBatchLinkOptions)(-\d+)?$/;
    for (const query of ['link options', 'HTTPLinkOptions', 'HTTPBatchLinkOptions', 'httpBatch', 'options']) {
      const pages = new Set(
        hitsOf(query)
          .slice(0, 5)
          .map((h) => h.url_without_anchor)
          .filter((u) => httpLinkOptions.test(u)),
      );
      expect(pages.size, `"${query}": ${[...pages].join(', ')}`).toBeLessThanOrEqual(1);
    }
    for (const query of [
      ...CURRENT.map(([q]) => q),
      'create client',
      'infer router',
      'TRPCClientErrorLike',
      'procedure types',
    ]) {
      const byFamily = new Map<string, Set<string>>();
      for (const hit of hitsOf(query).slice(0, 5)) {
        const symbol = symbolOf(hit);
        if (symbol)
          byFamily.set(
            symbolFamily(symbol),
            new Set([...(byFamily.get(symbolFamily(symbol)) ?? []), hit.url_without_anchor]),
          );
      }
      for (const [family, pages] of byFamily)
        expect(pages.size, `"${query}", family ${family}: ${[...pages].join(', ')}`).toBe(1);
    }
  });

  it('keeps 9.x docs out of a 10.x search and the reverse', () => {
    const all10 = current.search({query: 'router', facetFilters: contextual('current'), hitsPerPage: 1000}).hits;
    expect(all10.some((h) => h.url.startsWith('/docs/v9'))).toBe(false);
    const all9 = v9.search({query: 'router', facetFilters: contextual('9.x'), hitsPerPage: 1000}).hits;
    expect(all9.every((h) => h.url.startsWith('/docs/v9') || !h.url.startsWith('/docs'))).toBe(true);
  });

  it("names each 9.x page's 10.x twin on its title record, for the modal's cross-version offer", () => {
    const titles = readSearchIndex('9.x.json').filter((r) => r.type === 'lvl1');
    expect(titles.find((r) => r.url_without_anchor === '/docs/v9/react-queries')?.twin).toBe(
      '/docs/client/react/useQuery',
    );
    expect(titles.find((r) => r.url_without_anchor === '/docs/v9/router')?.twin).toBe('/docs/server/routers');
    expect(records.some((r) => r.twin)).toBe(false);
  });

  it("answers every question of both sets exactly as MiniSearch's own search would (./questionScore.ts's guard, on the real index)", () => {
    const reference = {
      current: createSearchEngine(records, {questionScores: 'minisearch'}),
      '9.x': createSearchEngine(readSearchIndex('9.x.json'), {questionScores: 'minisearch'}),
    };
    const cases = [
      ...QUESTIONS.map(([q]) => [q, 'current'] as const),
      ...V9_QUESTIONS.map(([q]) => [q, '9.x'] as const),
    ];
    for (const [query, version] of cases) {
      const params = {query, facetFilters: contextual(version), hitsPerPage: 20, attributesToSnippet: ['content:10']};
      const ours = untimed((version === 'current' ? current : v9).search(params));
      const theirs = untimed(reference[version].search(params));
      expect(ours, query).toEqual(theirs);
    }
  });
});
