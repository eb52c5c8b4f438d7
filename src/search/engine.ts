/**
 * Full-text search over DocSearch records with MiniSearch, answering with the
 * hit shape DocSearch and the search page read from Algolia: highlighted
 * hierarchy and content, snippets, paging.
 *
 * A facade over the parts: the index, built once (./searchIndex.ts), the
 * ranking passes over a query (./ranking.ts, a question's in ./question.ts),
 * the response (./response.ts) and "did you mean" (./suggest.ts).
 */
import type {SearchRecord} from './recordShape';
import {rank} from './ranking';
import {respond, type SearchParams, type SearchResponse} from './response';
import {buildSearchIndex, type BuildOptions, type SearchIndex} from './searchIndex';
import {suggest} from './suggest';
import {capQuery} from './terms';

export type {Hit, SearchParams, SearchResponse} from './response';
export {isReference, isRelatedLinks, symbolFamily, symbolOf} from './recordKinds';
export {lazilyOrdered} from './ordering';
export {MAX_QUERY_LENGTH, capQuery, indexTokens, processTerm, queryTokens} from './terms';

/**
 * `progressive`: index titles and headings at once, then body text in chunks
 * that yield to the browser, so a reader's first keystrokes are neither
 * blocked nor unanswered while a large index builds (`ready` settles when all
 * of it is searchable). Without it, everything is indexed before returning.
 * `body`, with `progressive`: the records came from an index's head, and body
 * text is indexed once this settles, having given the body-text records their
 * text (./indexWire.ts `fillContent`); if it rejects, `ready` rejects and the
 * engine answers from titles and headings only.
 * `questionScores: 'minisearch'` scores questions with MiniSearch's own search
 * instead of ./questionScore.ts: the reference its test compares against.
 */
export function createSearchEngine(records: readonly SearchRecord[], options: BuildOptions = {}) {
  const index = buildSearchIndex(records, options);
  return {
    size: records.length,
    ready: index.ready,
    /** A page's title record (its title as text, and its 10.x twin if it has one). */
    titleOf(page: string): SearchRecord | undefined {
      return index.titles.get(page);
    },
    /**
     * Terms of the index close to a query that found nothing ("did you mean"):
     * the query with each word replaced by the nearest indexed word, looked
     * for with more typos allowed than a search allows, and other near words.
     */
    suggest(query: string, facetFilters?: SearchParams['facetFilters'], limit = 3): string[] {
      return suggest(index, query, facetFilters, limit);
    },
    search(params: SearchParams): SearchResponse {
      return search(index, params);
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;

/** A search of the index: the query ranked by the passes, then the page of hits `params` ask for. */
export function search(index: SearchIndex, params: SearchParams): SearchResponse {
  const started = performance.now();
  const query = capQuery(params.query).trim();
  const needed = ((params.page ?? 0) + 1) * (params.hitsPerPage ?? 20);
  return respond(index, params, query, rank(index, query, params.facetFilters, needed), started);
}
