/**
 * A search's answer in the shape DocSearch and the search page read from
 * Algolia: each hit's record with its text escaped, its highlighted
 * hierarchy and content, snippets, and paging.
 */
import type {SearchResult} from 'minisearch';
import type {FacetFilters} from './facets';
import {escapeHtml, highlight, snippet, type Tags} from './highlight';
import {pageShareOf} from './question';
import {LEVELS, type SearchRecord} from './recordShape';
import type {SearchIndex} from './searchIndex';
import {capQuery, queryTokens} from './terms';

export interface SearchParams {
  query: string;
  facetFilters?: FacetFilters | string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type SnippetValue = {value: string; matchLevel: HighlightValue['matchLevel']};

/**
 * A record as DocSearch reads a hit: every text it may show is HTML. Its
 * `hierarchy` and `content` are the record's text escaped (DocSearch renders
 * them as HTML wherever a hit has no snippet, and recent and favourite
 * searches keep only them); the `_highlightResult` and `_snippetResult`
 * values are escaped text with our own highlight tags, and nothing else.
 */
export type Hit = SearchRecord & {
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: Record<string, SnippetValue>; content?: SnippetValue};
  _rankingScore: number;
  /** The share of the query's concepts (words, or vocabulary phrases) the hit's page covers, 0–1. */
  _pageCoverage: number;
};

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  processingTimeMS: number;
  /** False while body text is still being indexed (progressive): `nbHits` may grow once it is. */
  exhaustiveNbHits: boolean;
  /**
   * The largest share of the query's concepts one page covers (0 with no
   * hits): below 1, no page answers the whole question, and the other docs
   * version may.
   */
  coverage: number;
}

/** How a page of hits is marked: its tags, snippet length and the query's words. */
export interface Marking {
  tags: Tags;
  ellipsis: string;
  /** Words of a content snippet (`attributesToSnippet: ['content:10']`), or 0 for the whole content. */
  snippetWords: number;
  /** The query's words in lower case: a field matches fully when it holds them all. */
  queryWords: string[];
}

/**
 * The response to a search of `query` (capped and trimmed): the page of
 * `ranked` that `params` ask for, as hits, and the counts of all `results`.
 */
export function respond(
  index: SearchIndex,
  params: SearchParams,
  query: string,
  {results, ranked}: {results: SearchResult[]; ranked: SearchResult[]},
  started: number,
): SearchResponse {
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  const marking = markingOf(params, query);
  const hits = ranked
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((result) => hitOf(index.byId.get(result.id)!, result, marking));
  return {
    hits,
    nbHits: results.length,
    page,
    nbPages: Math.ceil(results.length / hitsPerPage),
    hitsPerPage,
    query: capQuery(params.query),
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: index.complete,
    coverage: results.reduce((best, r) => Math.max(best, pageShareOf(r)), 0),
  };
}

/** The tags, ellipsis and snippet length `params` ask for, and the words of `query`. */
export function markingOf(params: SearchParams, query: string): Marking {
  return {
    tags: {pre: params.highlightPreTag ?? '<mark>', post: params.highlightPostTag ?? '</mark>'},
    ellipsis: params.snippetEllipsisText ?? '…',
    snippetWords: Number(
      /^content:(\d+)$/.exec(params.attributesToSnippet?.find((a) => a.startsWith('content')) ?? '')?.[1] ?? 0,
    ),
    queryWords: queryTokens(query.toLowerCase()),
  };
}

/** A result as a hit: its record escaped, highlighted with the words it matched and the query's. */
export function hitOf(record: SearchRecord, result: SearchResult, marking: Marking): Hit {
  // The words as they matched in the index (prefixes, typos) and as typed.
  const terms = [...result.terms, ...marking.queryWords];
  const {hierarchy, hierarchySnippets, escaped} = markHierarchy(record, terms, marking);
  // Built by assignment: spreading `cond && {…}` into a literal was a third of a hit's cost.
  const highlightResult: Hit['_highlightResult'] = {hierarchy};
  const snippetResult: Hit['_snippetResult'] = {hierarchy: hierarchySnippets};
  if (record.content) {
    const whole = highlight(record.content, terms, marking.tags);
    const content = valueOf(whole, marking.queryWords);
    highlightResult.content = content;
    snippetResult.content = {
      value: marking.snippetWords
        ? snippet(record.content, terms, marking.snippetWords, marking.tags, marking.ellipsis, whole)
        : content.value,
      matchLevel: content.matchLevel,
    };
  }
  // Field by field: spreading the record into a literal with more fields was a fifth of a hit's cost.
  const hit: Hit = {
    objectID: record.objectID,
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    anchor: record.anchor,
    type: record.type,
    hierarchy: escaped,
    content: record.content && escapeHtml(record.content),
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    weight: record.weight,
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
    _rankingScore: result.score,
    _pageCoverage: pageShareOf(result),
  };
  if (record.twin !== undefined) hit.twin = record.twin;
  return hit;
}

/** Each level of a record's hierarchy highlighted, as a snippet, and escaped. */
function markHierarchy(record: SearchRecord, terms: readonly string[], marking: Marking) {
  const hierarchy: Record<string, HighlightValue> = {};
  const hierarchySnippets: Record<string, SnippetValue> = {};
  const escaped = {...record.hierarchy};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (!text) continue;
    hierarchy[level] = valueOf(highlight(text, terms, marking.tags), marking.queryWords);
    hierarchySnippets[level] = {value: hierarchy[level].value, matchLevel: hierarchy[level].matchLevel};
    escaped[level] = escapeHtml(text);
  }
  return {hierarchy, hierarchySnippets, escaped};
}

/** A highlighted text with its match level: full when it matched every word of the query (by their first three letters). */
function valueOf(
  {value, matchedWords}: {value: string; matchedWords: string[]},
  queryWords: readonly string[],
): HighlightValue {
  const level =
    matchedWords.length === 0
      ? 'none'
      : queryWords.every((w) => matchedWords.some((m) => m.startsWith(w.slice(0, 3))))
        ? 'full'
        : 'partial';
  return {value, matchLevel: level, matchedWords};
}
