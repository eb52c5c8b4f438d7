/**
 * Full-text search over DocSearch records with MiniSearch, answering with the
 * hit shape DocSearch and the search page read from Algolia: highlighted
 * hierarchy and content, snippets, paging.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {matchesFacetFilters, type FacetFilters} from './facets';
import {highlight, snippet, type Tags} from './highlight';
import {LEVELS, type SearchRecord} from './records';

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

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type Hit = SearchRecord & {
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  _snippetResult: {content?: {value: string; matchLevel: HighlightValue['matchLevel']}};
  _rankingScore: number;
};

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
}

/**
 * Field boosts. `heading` is the record's own title (the page title for a page
 * record, the heading for a heading record); `page` gives every record a little
 * of its page title, so "useQuery enabled"
 * finds a paragraph of the useQuery page without the page outranking its own title.
 * `slug` is the last part of a page's URL: "ssg" finds "Static Site Generation".
 */
const BOOST = {heading: 5, slug: 3, content: 1, page: 0.5};
/** Among records of equal text relevance: page titles, then headings by depth, then text. */
const TYPE_BOOST: Record<SearchRecord['type'], number> = {lvl1: 1.6, lvl2: 1.3, lvl3: 1.15, lvl4: 1.1, lvl5: 1.05, lvl6: 1, content: 1};
const PHRASE_BOOST = 2;

/** `httpBatchLink` is also indexed as `http`, `batch`, `link`, so a reader can find it by a part. */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}_$]+/u)) {
    if (!word) continue;
    tokens.push(word);
    const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|_/u).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

const queryTokens = (text: string) => text.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);

/** Lower case, and plurals folded ("Middlewares", "links") so they meet their singular. */
export function processTerm(term: string): string {
  const lower = term.toLowerCase();
  return lower.length > 4 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower) ? lower.slice(0, -1) : lower;
}

function field(record: SearchRecord, name: string): string {
  switch (name) {
    case 'heading':
      return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
    case 'page':
      return record.type === 'lvl1' ? '' : (record.hierarchy.lvl1 ?? '');
    case 'slug':
      return record.type === 'lvl1' ? (record.url_without_anchor.split('/').filter(Boolean).pop() ?? '') : '';
    default:
      return record.content ?? '';
  }
}

/** Body text is indexed in chunks of this many records, between which the page handles input. */
const CHUNK = 250;

/**
 * `progressive`: index titles and headings at once, then body text in chunks
 * that yield to the browser, so a reader's first keystrokes are neither
 * blocked nor unanswered while a large index builds (`ready` settles when all
 * of it is searchable). Without it, everything is indexed before returning.
 */
export function createSearchEngine(records: readonly SearchRecord[], {progressive = false} = {}) {
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: Object.keys(BOOST),
    extractField: (record, name) => (name === 'objectID' ? record.objectID : field(record, name)),
    tokenize: indexTokens,
    processTerm,
    searchOptions: {tokenize: queryTokens, processTerm},
  });
  const byId = new Map(records.map((r) => [r.objectID, r]));
  let ready: Promise<void> = Promise.resolve();
  if (progressive) {
    index.addAll(records.filter((r) => r.type !== 'content'));
    ready = index.addAllAsync(records.filter((r) => r.type === 'content'), {chunkSize: CHUNK});
  } else {
    index.addAll(records as SearchRecord[]);
  }

  return {
    size: records.length,
    ready,
    search(params: SearchParams): SearchResponse {
      const started = performance.now();
      const query = params.query.trim();
      const hitsPerPage = params.hitsPerPage ?? 20;
      const page = params.page ?? 0;
      let results: SearchResult[] = [];
      if (query) {
        results = index.search(query, {
          prefix: (term) => term.length >= 2,
          fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false),
          boost: BOOST,
          combineWith: 'AND',
          filter: (r) => matchesFacetFilters(byId.get(r.id) as unknown as Record<string, unknown>, params.facetFilters),
          boostDocument: (id) => TYPE_BOOST[byId.get(id)!.type],
        });
        if (results.length === 0) {
          // Every word must match first; failing that, any word may.
          results = index.search(query, {
            prefix: true,
            fuzzy: 0.2,
            boost: BOOST,
            combineWith: 'OR',
            filter: (r) => matchesFacetFilters(byId.get(r.id) as unknown as Record<string, unknown>, params.facetFilters),
            boostDocument: (id) => TYPE_BOOST[byId.get(id)!.type],
          });
        }
        const phrase = query.toLowerCase();
        if (phrase.includes(' ')) {
          for (const r of results) {
            const record = byId.get(r.id)!;
            const text = `${LEVELS.map((l) => record.hierarchy[l] ?? '').join(' ')} ${record.content ?? ''}`.toLowerCase();
            if (text.includes(phrase)) r.score *= PHRASE_BOOST;
          }
          results.sort((a, b) => b.score - a.score);
        }
      }
      const tags: Tags = {pre: params.highlightPreTag ?? '<mark>', post: params.highlightPostTag ?? '</mark>'};
      const ellipsis = params.snippetEllipsisText ?? '…';
      const snippetWords = Number(/^content:(\d+)$/.exec(params.attributesToSnippet?.find((a) => a.startsWith('content')) ?? '')?.[1] ?? 0);
      const queryWords = queryTokens(query.toLowerCase());

      const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result): Hit => {
        const record = byId.get(result.id)!;
        // The words as they matched in the index (prefixes, typos) and as typed.
        const terms = [...result.terms, ...queryWords];
        const mark = (text: string): HighlightValue => {
          const {value, matchedWords} = highlight(text, terms, tags);
          const level = matchedWords.length === 0 ? 'none' : queryWords.every((w) => matchedWords.some((m) => m.startsWith(w.slice(0, 3)))) ? 'full' : 'partial';
          return {value, matchLevel: level, matchedWords};
        };
        const hierarchy: Record<string, HighlightValue> = {};
        for (const level of LEVELS) {
          const text = record.hierarchy[level];
          if (text) hierarchy[level] = mark(text);
        }
        const content = record.content ? mark(record.content) : undefined;
        return {
          ...record,
          _highlightResult: {hierarchy, ...(content && {content})},
          _snippetResult: record.content
            ? {
                content: {
                  value: snippetWords ? snippet(record.content, terms, snippetWords, tags, ellipsis) : content!.value,
                  matchLevel: content!.matchLevel,
                },
              }
            : {},
          _rankingScore: result.score,
        };
      });
      return {
        hits,
        nbHits: results.length,
        page,
        nbPages: Math.ceil(results.length / hitsPerPage),
        hitsPerPage,
        query: params.query,
        processingTimeMS: Math.round(performance.now() - started),
        exhaustiveNbHits: true,
      };
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
