/**
 * A search client with the method DocSearch calls on Algolia's lite client,
 * answered from our static index. It downloads the one index file the query
 * can search (chosen by the docs version in its facet filters) on first use.
 */
import {createSearchEngine, type SearchEngine, type SearchParams, type SearchResponse} from './engine';
import {docsVersionOf} from './facets';
import type {SearchRecord} from './records';

/** The docs version searched when the filters name none. */
export const DEFAULT_CONTEXT = 'current';
export const indexFileName = (version: string) => `${version}.json`;

type Request = SearchParams & {indexName?: string};
type LegacyRequest = {indexName?: string; params?: SearchParams};

export interface OfflineSearchClient {
  appId: string;
  addAlgoliaAgent(name: string, version?: string): void;
  clearCache(): Promise<void>;
  search(input: {requests: Request[]} | LegacyRequest[]): Promise<{results: Array<SearchResponse & {index: string}>}>;
}

export function createOfflineSearchClient(
  indexUrl: (file: string) => string,
  load: (url: string) => Promise<SearchRecord[]> = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
    return (await response.json()) as SearchRecord[];
  },
): OfflineSearchClient {
  const engines = new Map<string, Promise<SearchEngine>>();
  const engineFor = (version: string) => {
    let engine = engines.get(version);
    if (!engine) {
      engine = load(indexUrl(indexFileName(version))).then(createSearchEngine);
      // A failed download is retried on the next query rather than remembered.
      engine.catch(() => engines.delete(version));
      engines.set(version, engine);
    }
    return engine;
  };
  return {
    appId: 'offline',
    addAlgoliaAgent() {},
    async clearCache() {
      engines.clear();
    },
    async search(input) {
      const requests: Request[] = Array.isArray(input)
        ? input.map((r) => ({indexName: r.indexName, ...r.params}) as Request)
        : input.requests;
      const results = await Promise.all(
        requests.map(async (request) => {
          const engine = await engineFor(docsVersionOf(request.facetFilters) ?? DEFAULT_CONTEXT);
          return {...engine.search({...request, query: request.query ?? ''}), index: request.indexName ?? 'offline'};
        }),
      );
      return {results};
    },
  };
}
