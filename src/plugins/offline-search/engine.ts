/**
 * Full-text search over DocSearch records with MiniSearch, answering with the
 * hit shape DocSearch and the search page read from Algolia: highlighted
 * hierarchy and content, snippets, paging.
 */
import MiniSearch, {type SearchOptions, type SearchResult} from 'minisearch';
import {conceptGroups, STOP_WORDS, type ConceptGroup} from './concepts';
import {matchesFacetFilters, type FacetFilters} from './facets';
import {escapeHtml, highlight, snippet, type Tags} from './highlight';
import {editDistance} from '../../text/editDistance';
import {createPhraseFinder} from './phrases';
import {createQuestionScorer, readInternals, type Allowed, type QuestionMatches} from './questionScore';
import {LEVELS, type SearchRecord} from './recordShape';

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

type SnippetValue = {value: string; matchLevel: HighlightValue['matchLevel']};

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

/**
 * Field boosts. `heading` is the record's own title (the page title for a page
 * record, the heading for a heading record); `page` gives every record a little
 * of its page title, so "useQuery enabled"
 * finds a paragraph of the useQuery page without the page outranking its own title.
 * `slug` is the last part of a page's URL: "ssg" finds "Static Site Generation".
 */
const BOOST = {heading: 5, slug: 3, content: 1, page: 0.5};
/** Among records of equal text relevance: page titles, then headings by depth, then text. */
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.3,
  lvl3: 1.15,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1,
  content: 1,
};
const PHRASE_BOOST = 2;
/**
 * A page's "See also" list names other pages' topics in a line each: it is
 * where to go next, not what the page teaches, so it ranks well below the
 * sections of the page it points to.
 */
const RELATED_BOOST = 0.25;
const RELATED_HEADING =
  /^(see also|related( pages| guides| reading| links)?|further reading|next steps|where to go next|learn more)$/i;
/** Whether a record belongs to (or is the heading of) a "See also" / related-links section. */
export const isRelatedLinks = (record: SearchRecord) =>
  LEVELS.slice(2).some((level) => RELATED_HEADING.test(record.hierarchy[level]?.trim() ?? ''));
const KIND_BOOST = 1.5;
/**
 * Longer queries are cut to this many characters before they are searched:
 * no reader types more, every word costs a fuzzy walk of the index, and a
 * 6 KB word made the highlighter's pattern overflow the stack.
 */
export const MAX_QUERY_LENGTH = 200;
export const capQuery = (query: string) => (query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query);

/**
 * API reference pages, which typedoc generates, one per exported symbol: they
 * rank below the guides, concept pages and posts that teach the same thing,
 * unless the query is the symbol's own name.
 */
const REFERENCE_URL = /\/typedoc\//;
/** typedoc's page titles: `Interface: HTTPLinkOptions`, `Function: createTRPCReact()`, `Class: TRPCClientError<T>`. */
const SYMBOL_TITLE = /^(?:Class|Function|Interface|Type Alias|Variable|Enumeration|Namespace): ([\p{L}\p{N}_$]+)/u;

export const isReference = (record: SearchRecord) => REFERENCE_URL.test(record.url_without_anchor);

/** The symbol a reference page documents, or null for other pages (and a package's overview). */
export function symbolOf(record: SearchRecord): string | null {
  if (!isReference(record)) return null;
  return SYMBOL_TITLE.exec(record.hierarchy.lvl1 ?? '')?.[1] ?? null;
}

/**
 * Symbols that are variations of one another share a family: the same first
 * and last word of the name, with any `experimental_`-like prefix dropped.
 * `HTTPLinkOptions`, `HTTPBatchLinkOptions` and `HttpBatchStreamLinkOptions`
 * are one family; so are `createTRPCProxyClient` and its type
 * `CreateTRPCProxyClient`, and a symbol that two packages both export.
 */
export function symbolFamily(name: string): string {
  const words = nameWords(name);
  return words.length > 1 ? `${words[0]}|${words[words.length - 1]}` : (words[0] ?? '');
}

/** The words of a symbol's name, acronyms kept whole (`HTTPBatchLinkOptions` → http, batch, link, option), any `experimental_`-like prefix dropped. */
function nameWords(name: string): string[] {
  return name
    .replace(/^.*_/, '')
    .split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
    .filter(Boolean)
    .map((w) => processTerm(w));
}

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

/** The parts of a query that is one camelCase name, matched at a fraction of a whole word's weight, when it finds fewer records than this. */
const PARTS_BELOW = 30;
const PART_BOOST = Object.fromEntries(Object.entries(BOOST).map(([f, b]) => [f, b * 0.3]));
function camelCaseParts(query: string): string[] | null {
  if (!/^[\p{L}\p{N}_$]+$/u.test(query)) return null;
  const parts = indexTokens(query).slice(1);
  return parts.length > 1 ? parts : null;
}

/** A meaning from the vocabulary weighs this much of a word the reader typed; the words of a vocabulary phrase, this much of its meanings. */
const MEANING_WEIGHT = 0.8;
const PHRASE_WORD_WEIGHT = 0.3;
/** How much a record's own share of the concepts counts, and its page's (chosen on both relevance sets: the symbol set needs the record's share to weigh more). */
const OWN_EXP = 3;
const PAGE_EXP = 2;
const MAX_CONCEPTS = 30;
/**
 * At most this many typos in a word, however long: a quarter of
 * `createServerSideHelpers` would allow five, and walking the index for five
 * edits took 9 ms of a query's 9 ms. Readers' typos are one or two letters.
 */
const MAX_TYPOS = 2;
/** Where a question's result keeps the share of the question's concepts its page covers. */
const PAGE_SHARE = 'pageShare';
type QuestionScorer = ReturnType<typeof createQuestionScorer>;
/** The share of the query's concepts a result's page covers: all of them unless a question found only part. */
const pageShareOf = (result: SearchResult): number => (result[PAGE_SHARE] as number | undefined) ?? 1;
const SEARCH_PREFIX = (term: string) => term.length >= 2;
const SEARCH_FUZZY = (term: string) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false);

/**
 * A question's search: any concept may match (so a word no page uses costs
 * one concept, not every result); records rank by their text score times the
 * share of the concepts they cover, and the share their page covers, so the
 * records that match all come first and the best partial matches follow.
 * The text score is MiniSearch's OR search of the concepts' words, worked out
 * by ./questionScore.ts where it can read the index (the same numbers, a
 * fraction of the time), and by MiniSearch itself where it cannot.
 */
function searchConcepts(
  index: MiniSearch<SearchRecord>,
  allGroups: ConceptGroup[],
  allowed: Allowed | undefined,
  boostDocument: (id: string) => number,
  groupOf: (id: string) => number,
  scorer: QuestionScorer | null,
): SearchResult[] {
  // A reader's question has a handful of concepts; a pasted paragraph is cut to what a bit mask holds.
  const groups = allGroups.slice(0, MAX_CONCEPTS);
  const weight = new Map<string, number>();
  const conceptsOf = new Map<string, number>();
  const typed = new Set(groups.flatMap((g) => g.typed.map(processTerm)));
  const meanings = new Set(groups.flatMap((g) => g.means.map(processTerm)).filter((t) => !typed.has(t)));
  groups.forEach((group, i) => {
    for (const [list, w] of [
      [group.typed, group.phrase ? PHRASE_WORD_WEIGHT : 1],
      [group.means, group.phrase ? 1 : MEANING_WEIGHT],
    ] as const) {
      for (const word of list) {
        const term = processTerm(word);
        weight.set(term, Math.max(weight.get(term) ?? 0, w));
        conceptsOf.set(term, (conceptsOf.get(term) ?? 0) | (1 << i));
      }
    }
  });
  // The vocabulary's meanings are the docs' own words: matched as they are.
  const prefix = (term: string) => !meanings.has(term) && SEARCH_PREFIX(term);
  const fuzzy = (term: string) => (!meanings.has(term) && SEARCH_FUZZY(term)) || false;
  const terms = [...weight.keys()];
  // In the order first matched (ours), or by MiniSearch's score (its own): `byQuestionScore` orders both alike.
  const found: QuestionMatches = scorer
    ? scorer(
        terms.map((term) => ({
          term,
          boost: weight.get(term)!,
          prefix: prefix(term),
          fuzzy: fuzzy(term),
          concepts: conceptsOf.get(term)!,
        })),
        allowed,
      )
    : matchesOf(
        index.search(terms.join(' '), {
          tokenize: (text) => text.split(' '),
          processTerm: (term) => term,
          prefix,
          fuzzy,
          boost: BOOST,
          boostTerm: (term) => weight.get(term) ?? 1,
          combineWith: 'OR',
          filter: allowed && ((r) => allowed(r.id)),
          boostDocument,
        }),
        (r) => r.queryTerms.reduce((m, t) => m | (conceptsOf.get(t) ?? 0), 0),
        groupOf,
      );
  // The concepts a record covers are bits (a question has far fewer than 31): a question
  // matches thousands of records, and a set per record was a tenth of its search time.
  const byPage: number[] = [];
  const count = found.length;
  for (let i = 0; i < count; i++) byPage[found.groups[i]!] = (byPage[found.groups[i]!] ?? 0) | found.concepts[i]!;
  const n = groups.length;
  // The factors for k of n concepts, worked out once per k rather than once per record.
  const shares = Array.from({length: n + 1}, (_, k) => k / n);
  const ownFactor = shares.map((share) => share ** OWN_EXP);
  const pageFactor = shares.map((share) => share ** PAGE_EXP);
  const results = new Array<QuestionResult>(count);
  for (let i = 0; i < count; i++) {
    const onPage = bitCount(byPage[found.groups[i]!]!);
    const score = found.scores[i]! * (ownFactor[bitCount(found.concepts[i]!)]! * pageFactor[onPage]!);
    results[i] = new QuestionResult(found, i, score, shares[onPage]!);
  }
  // Not sorted: a page of hits needs the first few (`byQuestionScore`, `lazilyOrdered`).
  // The engine reads only id, score, terms and the page's share of a result from here on, hence the cast
  // (no `queryTerms` or `match`); a class makes `terms` a getter shared by all, where a getter per object
  // literal was a sixth of a question's time.
  return results as unknown as SearchResult[];
}

/**
 * A question's order: by its score (with any phrase boost); equal ones by its
 * score before the boost, then by MiniSearch's, then in the order found. What
 * MiniSearch's stable sort followed by a stable sort by the question's score,
 * and another after the boost, gave, in one comparison.
 */
const byQuestionScore = (a: SearchResult, b: SearchResult) => {
  const x = a as unknown as QuestionResult;
  const y = b as unknown as QuestionResult;
  return y.score - x.score || y.unboosted - x.unboosted || y.raw - x.raw || x.index - y.index;
};

/** MiniSearch's results in the shape of ./questionScore.ts's. */
function matchesOf(
  results: SearchResult[],
  conceptsOf: (r: SearchResult) => number,
  groupOf: (id: string) => number,
): QuestionMatches {
  return {
    length: results.length,
    idOf: (i) => results[i]!.id as string,
    scores: Float64Array.from(results, (r) => r.score),
    concepts: Int32Array.from(results, conceptsOf),
    groups: Int32Array.from(results, (r) => groupOf(r.id as string)),
    termsOf: (i) => results[i]!.terms,
  };
}

/** A question's result, as the engine reads a MiniSearch result; its index terms made when a hit shows them. */
class QuestionResult {
  /** MiniSearch's score. */
  readonly raw: number;
  /** The question's score before a boost for the whole phrase. */
  readonly unboosted: number;
  constructor(
    private readonly found: QuestionMatches,
    /** In the order found. */
    readonly index: number,
    public score: number,
    /** Read as `result[PAGE_SHARE]`. */
    readonly pageShare: number,
  ) {
    this.raw = found.scores[index]!;
    this.unboosted = score;
  }
  /** Looked up when read: most of a question's thousands of results are never read. */
  get id() {
    return this.found.idOf(this.index);
  }
  get terms() {
    return this.found.termsOf(this.index);
  }
}

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** The words of a query; a question's phrasing is dropped unless nothing else is left. */
export function queryTokens(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * Lower case, with plurals folded ("Middlewares", "links") and "-ing" and a
 * final "e" dropped ("caching", "cache" → "cach"), so the forms of a word meet.
 */
export function processTerm(term: string): string {
  let word = term.toLowerCase();
  if (word.length > 4 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) word = word.slice(0, -1);
  if (word.length > 6 && word.endsWith('ing')) word = word.slice(0, -3);
  else if (word.length > 4 && word.endsWith('e')) word = word.slice(0, -1);
  return word;
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

/**
 * Guides, concepts and posts before reference pages, except the reference page
 * of the symbol the query names exactly; and one reference page per symbol
 * family (the others follow every other result), so a family of look-alike
 * types cannot fill the first results. Only the first `needed` of that order
 * are made: a page of hits needs 20 of a common word's thousand results.
 */
function guidesFirst(
  results: Ordered<SearchResult>,
  query: string,
  kinds: Map<string, RecordKind>,
  needed: number,
): SearchResult[] {
  const named = query.toLowerCase();
  const isGuide = (kind: RecordKind) => !kind.reference || kind.symbolKey === named;
  const familyPage = new Map<string, string>();
  const first: SearchResult[] = [];
  const later: SearchResult[] = [];
  // Two tiers, each in its order by score (a stable partition, read twice rather than sorted).
  for (const guides of [true, false])
    for (let i = 0; i < results.length; i++) {
      const result = results.at(i);
      const kind = kinds.get(result.id)!;
      if (isGuide(kind) !== guides) continue;
      if (kind.family) {
        const page = familyPage.get(kind.family) ?? kind.page;
        familyPage.set(kind.family, page);
        if (page !== kind.page) {
          later.push(result);
          continue;
        }
      }
      first.push(result);
      if (first.length >= needed) return first;
    }
  return [...first, ...later].slice(0, needed);
}

/** Results read in order, one by one. */
interface Ordered<T> {
  length: number;
  at(i: number): T;
}
const inOrder = <T>(items: readonly T[]): Ordered<T> => ({length: items.length, at: (i) => items[i]!});

/**
 * The items in the order `compare` gives (a total order), made only as far as
 * they are read: a heap, from which a page of hits takes its 20 of a
 * question's thousands of results, where sorting them all was a tenth of the
 * question's time.
 */
export function lazilyOrdered<T>(items: readonly T[], compare: (a: T, b: T) => number): Ordered<T> {
  const heap = items.slice();
  const siftDown = (from: number) => {
    for (let at = from; ;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const next = right < heap.length && compare(heap[right]!, heap[left]!) < 0 ? right : left;
      if (compare(heap[next]!, heap[at]!) >= 0) return;
      [heap[at], heap[next]] = [heap[next]!, heap[at]!];
      at = next;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) siftDown(i);
  const taken: T[] = [];
  return {
    length: items.length,
    at(i) {
      while (taken.length <= i && heap.length > 0) {
        taken.push(heap[0]!);
        const last = heap.pop()!;
        if (heap.length > 0) {
          heap[0] = last;
          siftDown(0);
        }
      }
      return taken[i]!;
    },
  };
}

/** What ranking needs to know of a record, worked out once when the index is built. */
interface RecordKind {
  reference: boolean;
  /** The symbol's name in lower case, to compare with a query. */
  symbolKey: string | null;
  family: string | null;
  page: string;
}

/** Body text is indexed in chunks of this many records, between which the page handles input. */
const CHUNK = 250;

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
export function createSearchEngine(
  records: readonly SearchRecord[],
  {
    progressive = false,
    body,
    questionScores = 'arrays',
  }: {progressive?: boolean; body?: Promise<unknown>; questionScores?: 'arrays' | 'minisearch'} = {},
) {
  /**
   * How often each term occurs in the index: a word the index holds as typed is
   * not also looked for with typos, and the rarest word of an AND search decides
   * which records it scores.
   */
  const termCount = new Map<string, number>();
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: Object.keys(BOOST),
    extractField: (record, name) => (name === 'objectID' ? record.objectID : field(record, name)),
    tokenize: indexTokens,
    processTerm: (term) => {
      const processed = processTerm(term);
      termCount.set(processed, (termCount.get(processed) ?? 0) + 1);
      return processed;
    },
    searchOptions: {tokenize: queryTokens, processTerm, maxFuzzy: MAX_TYPOS},
  });
  /**
   * A word's typo allowance: none when the index holds the word itself. Its
   * near neighbours are other words ("router" → `TRouter`, 587 records), and
   * walking them was a third of a common word's search time.
   */
  const typos = (term: string) => !termCount.has(term) && SEARCH_FUZZY(term);
  /**
   * MiniSearch's AND search of `words`, scoring only the records that hold the
   * rarest of them: a record without it cannot match every word, so the results
   * and scores are the same, without scoring the thousands of records that hold
   * only `create` or `server` (MiniSearch skips a record whose boost is 0).
   */
  const searchEvery = (words: string[], options: SearchOptions): SearchResult[] => {
    const known = words.map((w) => [w, termCount.get(processTerm(w)) ?? 0] as const).filter(([, n]) => n > 0);
    if (words.length < 2 || known.length === 0) return index.search(words.join(' '), {...options, combineWith: 'AND'});
    const [rarest] = known.reduce((a, b) => (b[1] < a[1] ? b : a));
    const holders = new Set(index.search(rarest, {...options, boostDocument: undefined}).map((r) => r.id));
    const boost = options.boostDocument!;
    return index.search(
      {combineWith: 'AND', queries: words},
      {...options, boostDocument: (id, term, stored) => (holders.has(id as string) ? boost(id, term, stored) : 0)},
    );
  };
  const byId = new Map(records.map((r) => [r.objectID, r]));
  /** A record's boost among equal text matches: its type, and less for a "See also" line. */
  const recordBoost = new Map(
    records.map((r) => [r.objectID, TYPE_BOOST[r.type] * (isRelatedLinks(r) ? RELATED_BOOST : 1)]),
  );
  const boostDocument = (id: string) => recordBoost.get(id)!;
  const pageNumbers = new Map([...new Set(records.map((r) => r.url_without_anchor))].map((page, i) => [page, i]));
  const pageNumberOf = (id: string) => pageNumbers.get(byId.get(id)!.url_without_anchor)!;
  const internals = questionScores === 'arrays' ? readInternals(index) : null;
  const questionScorer = internals
    ? createQuestionScorer(internals, {fields: BOOST, maxFuzzy: MAX_TYPOS, boostDocument, groupOf: pageNumberOf})
    : null;
  /** Each symbol's name, lower case, with the last word of the name (its kind: `error`, `client`, `link`). */
  const symbolKinds = new Map<string, string>();
  for (const r of records) {
    const symbol = symbolOf(r);
    const words = symbol ? nameWords(symbol) : [];
    if (words.length > 1) symbolKinds.set(symbol!.toLowerCase(), words[words.length - 1]!);
  }
  const kinds = new Map(
    records.map((r): [string, RecordKind] => {
      const symbol = symbolOf(r);
      return [
        r.objectID,
        {
          reference: isReference(r),
          symbolKey: symbol && symbol.toLowerCase(),
          family: symbol && symbolFamily(symbol),
          page: r.url_without_anchor,
        },
      ];
    }),
  );
  let ready: Promise<void> = Promise.resolve();
  let complete = true;
  if (progressive) {
    index.addAll(records.filter((r) => r.type !== 'content'));
    const bodyRecords = records.filter((r) => r.type === 'content');
    ready = (body ?? Promise.resolve()).then(() => index.addAllAsync(bodyRecords, {chunkSize: CHUNK}));
    complete = false;
    // A body that fails leaves the engine answering from titles and headings; `ready` says so to its reader.
    ready.then(
      () => (complete = true),
      () => {},
    );
  } else {
    index.addAll(records as SearchRecord[]);
  }

  /** The words of titles and headings as written, by their indexed form: what "did you mean" offers. */
  let writtenWords: Map<string, string> | null = null;
  const written = () => {
    if (!writtenWords) {
      writtenWords = new Map();
      for (const r of records)
        for (const level of LEVELS)
          for (const word of indexTokens(r.hierarchy[level] ?? ''))
            if (!writtenWords.has(processTerm(word))) writtenWords.set(processTerm(word), word);
    }
    return writtenWords;
  };

  const titles = new Map(records.filter((r) => r.type === 'lvl1').map((r) => [r.url_without_anchor, r]));

  /**
   * The records a set of facet filters lets through, worked out once per set:
   * a question matches thousands of records, and the filter runs on each.
   */
  const allowedTests = new Map<string, Allowed | undefined>();
  const allowedFor = (facetFilters: SearchParams['facetFilters']): Allowed | undefined => {
    if (!facetFilters) return undefined;
    const key = JSON.stringify(facetFilters);
    if (!allowedTests.has(key)) {
      const ids = new Set(
        records
          .filter((r) => matchesFacetFilters(r as unknown as Record<string, unknown>, facetFilters))
          .map((r) => r.objectID),
      );
      // One function per set of filters (the question scorer keeps its answers by function); none
      // where every record passes, as on one version's index with that version's filters.
      allowedTests.set(key, ids.size === records.length ? undefined : (id) => ids.has(id));
    }
    return allowedTests.get(key);
  };
  const filterFor = (facetFilters: SearchParams['facetFilters']) => {
    const allowed = allowedFor(facetFilters);
    return allowed && ((r: SearchResult) => allowed(r.id));
  };
  /** The indexed terms of a page's title and slug, made once per page when first needed. */
  const titleTerms = new Map<string, Set<string>>();
  const titleTermsOf = (record: SearchRecord) => {
    let terms = titleTerms.get(record.url_without_anchor);
    if (!terms) {
      const text = `${record.hierarchy.lvl1 ?? ''} ${field({...record, type: 'lvl1'}, 'slug')}`;
      terms = new Set(indexTokens(text).map(processTerm));
      titleTerms.set(record.url_without_anchor, terms);
    }
    return terms;
  };
  /** A record's whole text in lower case, as the phrase boost looks in it. */
  const lowerText = (record: SearchRecord) =>
    `${LEVELS.map((l) => record.hierarchy[l] ?? '').join(' ')} ${record.content ?? ''}`.toLowerCase();
  const phrases = createPhraseFinder(records.length, (i) => lowerText(records[i]!));
  if (progressive) ready = ready.then(() => phrases.prepare(() => new Promise((resolve) => setTimeout(resolve, 0))));
  /**
   * Whether a result's record holds the whole query: answered by ./phrases.ts
   * once it has read every record (at its first question, or in steps after
   * progressive indexing), and until then by looking in the results' own text.
   */
  const phraseTest = (phrase: string): ((r: SearchResult) => boolean) | null => {
    if (progressive && !phrases.ready) return (r) => lowerText(byId.get(r.id)!).includes(phrase);
    const holding = new Set(phrases.find(phrase).map((i) => records[i]!.objectID));
    return holding.size > 0 ? (r) => holding.has(r.id) : null;
  };

  return {
    size: records.length,
    ready,
    /** A page's title record (its title as text, and its 10.x twin if it has one). */
    titleOf(page: string): SearchRecord | undefined {
      return titles.get(page);
    },
    /**
     * Terms of the index close to a query that found nothing ("did you mean"):
     * the query with each word replaced by the nearest indexed word, looked
     * for with more typos allowed than a search allows, and other near words.
     */
    suggest(query: string, facetFilters?: SearchParams['facetFilters'], limit = 3): string[] {
      const filter = filterFor(facetFilters);
      const typed = conceptGroups(capQuery(query)).flatMap((g) => g.typed);
      const nearest = typed.map((word) => {
        const scores = new Map<string, number>();
        for (const r of index.search(word, {fuzzy: 0.45, maxFuzzy: MAX_TYPOS + 1, prefix: false, filter, processTerm}))
          for (const term of r.terms) scores.set(term, (scores.get(term) ?? 0) + r.score);
        // Words as the titles and headings write them (not an index stem such as "sometim"),
        // at most a third of the word's letters away, the fewest edits first: "middlwrae"
        // is two edits from "Middleware", and no longer answered with "bidder".
        const most = Math.max(1, Math.round(word.length / 3));
        return [...scores]
          .map(([term, score]) => ({word: written().get(term), score}))
          .filter((c): c is {word: string; score: number} => !!c.word)
          .map((c) => ({...c, edits: editDistance(word.toLowerCase(), c.word.toLowerCase())}))
          .filter((c) => c.edits <= most)
          .sort((a, b) => a.edits - b.edits || b.score - a.score)
          .map((c) => c.word);
      });
      // A word with nothing near it is left out of the suggestion.
      const near = nearest.filter((n) => n.length > 0);
      if (near.length === 0) return [];
      const whole = near.map((n) => n[0]!).join(' ');
      const others = near.length === 1 ? near[0]!.slice(1) : [];
      return [...new Set([whole, ...others])]
        .filter((s) => s.toLowerCase() !== query.trim().toLowerCase())
        .slice(0, limit);
    },
    search(params: SearchParams): SearchResponse {
      const started = performance.now();
      const query = capQuery(params.query).trim();
      const hitsPerPage = params.hitsPerPage ?? 20;
      const page = params.page ?? 0;
      let results: SearchResult[] = [];
      /** The results up to this page's last hit, in the order they are shown. */
      let ranked: SearchResult[] = [];
      if (query) {
        const filter = filterFor(params.facetFilters);
        const groups = conceptGroups(query);
        const question = groups.length > 1 || groups.some((g) => g.means.length > 0);
        results = question
          ? searchConcepts(index, groups, allowedFor(params.facetFilters), boostDocument, pageNumberOf, questionScorer)
          : searchEvery(queryTokens(query), {prefix: SEARCH_PREFIX, fuzzy: typos, boost: BOOST, filter, boostDocument});
        // MiniSearch's results come sorted; a question's are put in order only as far as they are read,
        // unless a boost below needs them sorted first (its own sort is stable).
        let sorted = !question;
        const sortQuestion = () => {
          if (!sorted) results.sort(byQuestionScore);
          sorted = true;
        };
        // A name typed whole that few records hold, `fetchRequestHandler`,
        // also finds the text around its parts: the guide titled "Fetch Adapter".
        // Only then: a common name has results enough, and its parts (`ws`,
        // `link`) match thousands of records.
        const parts = !question && results.length < PARTS_BELOW ? camelCaseParts(query) : null;
        if (parts) {
          const scores = new Map(results.map((r) => [r.id, r]));
          for (const r of searchEvery(parts, {prefix: false, fuzzy: false, boost: PART_BOOST, filter, boostDocument})) {
            const known = scores.get(r.id);
            if (known) known.score += r.score;
            else scores.set(r.id, r);
          }
          results = [...scores.values()].sort((a, b) => b.score - a.score);
        }
        // A symbol named exactly: among the guides that mention it, the ones
        // about what kind of thing it is ("Error handling" for TRPCClientError,
        // "Vanilla Client" for createTRPCProxyClient) are likelier to teach it.
        const kindWord = symbolKinds.get(query.toLowerCase());
        if (kindWord && results.length > 0) {
          sortQuestion();
          for (const r of results) {
            const record = byId.get(r.id)!;
            if (!kinds.get(r.id)!.reference && titleTermsOf(record).has(kindWord)) r.score *= KIND_BOOST;
          }
          results.sort((a, b) => b.score - a.score);
        }
        if (results.length === 0) {
          // Every word must match first; failing that, any word may.
          results = index.search(query, {
            prefix: true,
            fuzzy: 0.2,
            boost: BOOST,
            combineWith: 'OR',
            filter,
            boostDocument,
          });
          sorted = true;
        }
        const phrase = query.toLowerCase();
        const holds = phrase.includes(' ') ? phraseTest(phrase) : null;
        if (holds) {
          let boosted = false;
          for (const r of results)
            if (holds(r)) {
              r.score *= PHRASE_BOOST;
              boosted = true;
            }
          // Sorted already: a question's many words seldom stand together in a record.
          // A question's results are ordered when read, by a comparison that knows the boost.
          if (boosted && sorted) results.sort((a, b) => b.score - a.score);
        }
        ranked = guidesFirst(
          sorted ? inOrder(results) : lazilyOrdered(results, byQuestionScore),
          query,
          kinds,
          (page + 1) * hitsPerPage,
        );
      }
      const tags: Tags = {pre: params.highlightPreTag ?? '<mark>', post: params.highlightPostTag ?? '</mark>'};
      const ellipsis = params.snippetEllipsisText ?? '…';
      const snippetWords = Number(
        /^content:(\d+)$/.exec(params.attributesToSnippet?.find((a) => a.startsWith('content')) ?? '')?.[1] ?? 0,
      );
      const queryWords = queryTokens(query.toLowerCase());

      const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result): Hit => {
        const record = byId.get(result.id)!;
        // The words as they matched in the index (prefixes, typos) and as typed.
        const terms = [...result.terms, ...queryWords];
        const valueOf = ({value, matchedWords}: {value: string; matchedWords: string[]}): HighlightValue => {
          const level =
            matchedWords.length === 0
              ? 'none'
              : queryWords.every((w) => matchedWords.some((m) => m.startsWith(w.slice(0, 3))))
                ? 'full'
                : 'partial';
          return {value, matchLevel: level, matchedWords};
        };
        const mark = (text: string) => valueOf(highlight(text, terms, tags));
        const hierarchy: Record<string, HighlightValue> = {};
        const hierarchySnippets: Record<string, SnippetValue> = {};
        const escaped = {...record.hierarchy};
        for (const level of LEVELS) {
          const text = record.hierarchy[level];
          if (!text) continue;
          hierarchy[level] = mark(text);
          hierarchySnippets[level] = {value: hierarchy[level].value, matchLevel: hierarchy[level].matchLevel};
          escaped[level] = escapeHtml(text);
        }
        // Built by assignment: spreading `cond && {…}` into a literal was a third of a hit's cost.
        const highlightResult: Hit['_highlightResult'] = {hierarchy};
        const snippetResult: Hit['_snippetResult'] = {hierarchy: hierarchySnippets};
        if (record.content) {
          const whole = highlight(record.content, terms, tags);
          const content = valueOf(whole);
          highlightResult.content = content;
          snippetResult.content = {
            value: snippetWords ? snippet(record.content, terms, snippetWords, tags, ellipsis, whole) : content.value,
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
      });
      return {
        hits,
        nbHits: results.length,
        page,
        nbPages: Math.ceil(results.length / hitsPerPage),
        hitsPerPage,
        query: capQuery(params.query),
        processingTimeMS: Math.round(performance.now() - started),
        exhaustiveNbHits: complete,
        coverage: results.reduce((best, r) => Math.max(best, pageShareOf(r)), 0),
      };
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
