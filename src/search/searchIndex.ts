/**
 * The search index: the records in MiniSearch, and what ranking looks up
 * about them (each record's boost, page, kind and symbol; pages' titles;
 * which records hold a phrase), built once. What a search works out that
 * depends only on the index (the records a set of facet filters lets
 * through, a page's title terms, the words "did you mean" offers) is kept
 * here too, made when first needed.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {matchesFacetFilters, type FacetFilters} from './facets';
import {createPhraseFinder, type PhraseFinder} from './phrases';
import {createQuestionScorer, readInternals, type Allowed} from './questionScore';
import {isRelatedLinks, kindOf, symbolKindsOf, type RecordKind} from './recordKinds';
import {LEVELS, type SearchRecord} from './recordShape';
import {indexTokens, processTerm, queryTokens} from './terms';

/**
 * Field boosts. `heading` is the record's own title (the page title for a page
 * record, the heading for a heading record); `page` gives every record a little
 * of its page title, so "useQuery enabled"
 * finds a paragraph of the useQuery page without the page outranking its own title.
 * `slug` is the last part of a page's URL: "ssg" finds "Static Site Generation".
 */
export const BOOST = {heading: 5, slug: 3, content: 1, page: 0.5};
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
/**
 * A page's "See also" list names other pages' topics in a line each: it is
 * where to go next, not what the page teaches, so it ranks well below the
 * sections of the page it points to.
 */
const RELATED_BOOST = 0.25;
/**
 * At most this many typos in a word, however long: a quarter of
 * `createServerSideHelpers` would allow five, and walking the index for five
 * edits took 9 ms of a query's 9 ms. Readers' typos are one or two letters.
 */
export const MAX_TYPOS = 2;
/** A word is looked for as a prefix from two letters, and with typos from four. */
export const SEARCH_PREFIX = (term: string) => term.length >= 2;
export const SEARCH_FUZZY = (term: string) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false);
/** Body text is indexed in chunks of this many records, between which the page handles input. */
const CHUNK = 250;

export type FacetFilterParam = FacetFilters | string | undefined;
export type QuestionScorer = ReturnType<typeof createQuestionScorer>;

export interface SearchIndex {
  readonly records: readonly SearchRecord[];
  /** MiniSearch's index of the records' fields (`BOOST`). */
  readonly text: MiniSearch<SearchRecord>;
  /**
   * How often each term occurs in the index: a word the index holds as typed is
   * not also looked for with typos, and the rarest word of an AND search decides
   * which records it scores.
   */
  readonly termCount: Map<string, number>;
  readonly byId: Map<string, SearchRecord>;
  /** A record's boost among equal text matches: its type, and less for a "See also" line. */
  readonly boostDocument: (id: string) => number;
  /** A record's page, as a number from 0. */
  readonly pageNumberOf: (id: string) => number;
  /** ./questionScore.ts over `text`, or null where questions are scored by MiniSearch's own search. */
  readonly questionScorer: QuestionScorer | null;
  /** Each symbol's name, lower case, with the last word of the name (its kind: `error`, `client`, `link`). */
  readonly symbolKinds: Map<string, string>;
  readonly kinds: Map<string, RecordKind>;
  /** Pages' title records, by page. */
  readonly titles: Map<string, SearchRecord>;
  /** Which records hold a phrase (by their number in `records`). */
  readonly phrases: PhraseFinder;
  readonly progressive: boolean;
  /** Settles when every record is searchable (and, progressively, the phrase finder has read them). */
  ready: Promise<void>;
  /** Whether body text is indexed: false until then with `progressive`. */
  complete: boolean;
  /** The records a set of facet filters lets through, by the filters' JSON. */
  readonly allowedTests: Map<string, Allowed | undefined>;
  /** The indexed terms of a page's title and slug, by page. */
  readonly titleTerms: Map<string, Set<string>>;
  /** The words of titles and headings as written, by their indexed form: what "did you mean" offers. */
  writtenWords: Map<string, string> | null;
}

/**
 * `progressive`: index titles and headings at once, then body text in chunks
 * that yield to the browser (`ready` settles when all of it is searchable).
 * `body`, with `progressive`: body text is indexed once this settles; if it
 * rejects, `ready` rejects and the index holds titles and headings only.
 * `questionScores: 'minisearch'` scores questions with MiniSearch's own search
 * instead of ./questionScore.ts: the reference its test compares against.
 */
export interface BuildOptions {
  progressive?: boolean;
  body?: Promise<unknown>;
  questionScores?: 'arrays' | 'minisearch';
}

/** The index of `records`, with everything ranking looks up about them. */
export function buildSearchIndex(
  records: readonly SearchRecord[],
  {progressive = false, body, questionScores = 'arrays'}: BuildOptions = {},
): SearchIndex {
  const termCount = new Map<string, number>();
  const text = createTextIndex(termCount);
  const byId = new Map(records.map((r) => [r.objectID, r]));
  const recordBoost = new Map(
    records.map((r) => [r.objectID, TYPE_BOOST[r.type] * (isRelatedLinks(r) ? RELATED_BOOST : 1)]),
  );
  const boostDocument = (id: string) => recordBoost.get(id)!;
  const pageNumbers = new Map([...new Set(records.map((r) => r.url_without_anchor))].map((page, i) => [page, i]));
  const pageNumberOf = (id: string) => pageNumbers.get(byId.get(id)!.url_without_anchor)!;
  const internals = questionScores === 'arrays' ? readInternals(text) : null;
  const index: SearchIndex = {
    records,
    text,
    termCount,
    byId,
    boostDocument,
    pageNumberOf,
    questionScorer: internals
      ? createQuestionScorer(internals, {fields: BOOST, maxFuzzy: MAX_TYPOS, boostDocument, groupOf: pageNumberOf})
      : null,
    symbolKinds: symbolKindsOf(records),
    kinds: new Map(records.map((r) => [r.objectID, kindOf(r)])),
    titles: new Map(records.filter((r) => r.type === 'lvl1').map((r) => [r.url_without_anchor, r])),
    phrases: createPhraseFinder(records.length, (i) => lowerText(records[i]!)),
    progressive,
    ready: Promise.resolve(),
    complete: true,
    allowedTests: new Map(),
    titleTerms: new Map(),
    writtenWords: null,
  };
  addRecords(index, body);
  return index;
}

/** MiniSearch over the records' fields, counting each term it indexes in `termCount`. */
function createTextIndex(termCount: Map<string, number>): MiniSearch<SearchRecord> {
  return new MiniSearch<SearchRecord>({
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
}

/**
 * Adds the records to the text index: all at once, or, progressively, titles
 * and headings at once and body text in chunks once `body` has come, after
 * which the phrase finder reads the records in steps.
 */
function addRecords(index: SearchIndex, body: Promise<unknown> | undefined): void {
  if (!index.progressive) {
    index.text.addAll(index.records as SearchRecord[]);
    return;
  }
  index.text.addAll(index.records.filter((r) => r.type !== 'content'));
  const bodyRecords = index.records.filter((r) => r.type === 'content');
  const indexed = (body ?? Promise.resolve()).then(() => index.text.addAllAsync(bodyRecords, {chunkSize: CHUNK}));
  index.complete = false;
  // A body that fails leaves the index answering from titles and headings; `ready` says so to its reader.
  indexed.then(
    () => (index.complete = true),
    () => {},
  );
  index.ready = indexed.then(() => index.phrases.prepare(() => new Promise((resolve) => setTimeout(resolve, 0))));
}

/**
 * A word's typo allowance: none when the index holds the word itself. Its
 * near neighbours are other words ("router" → `TRouter`, 587 records), and
 * walking them was a third of a common word's search time.
 */
export const typos = (index: SearchIndex, term: string) => !index.termCount.has(term) && SEARCH_FUZZY(term);

/** A field of a record as MiniSearch indexes it (`BOOST`'s names). */
export function field(record: SearchRecord, name: string): string {
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

/** A record's whole text in lower case, as the phrase boost looks in it. */
export const lowerText = (record: SearchRecord) =>
  `${LEVELS.map((l) => record.hierarchy[l] ?? '').join(' ')} ${record.content ?? ''}`.toLowerCase();

/**
 * The records a set of facet filters lets through, worked out once per set:
 * a question matches thousands of records, and the filter runs on each.
 */
export function allowedFor(index: SearchIndex, facetFilters: FacetFilterParam): Allowed | undefined {
  if (!facetFilters) return undefined;
  const key = JSON.stringify(facetFilters);
  if (!index.allowedTests.has(key)) {
    const ids = new Set(
      index.records
        .filter((r) => matchesFacetFilters(r as unknown as Record<string, unknown>, facetFilters))
        .map((r) => r.objectID),
    );
    // One function per set of filters (the question scorer keeps its answers by function); none
    // where every record passes, as on one version's index with that version's filters.
    index.allowedTests.set(key, ids.size === index.records.length ? undefined : (id) => ids.has(id));
  }
  return index.allowedTests.get(key);
}

/** `allowedFor` as MiniSearch's `filter` option. */
export function filterFor(index: SearchIndex, facetFilters: FacetFilterParam) {
  const allowed = allowedFor(index, facetFilters);
  return allowed && ((r: SearchResult) => allowed(r.id));
}

/** The indexed terms of a page's title and slug, made once per page when first needed. */
export function titleTermsOf(index: SearchIndex, record: SearchRecord): Set<string> {
  let terms = index.titleTerms.get(record.url_without_anchor);
  if (!terms) {
    const text = `${record.hierarchy.lvl1 ?? ''} ${field({...record, type: 'lvl1'}, 'slug')}`;
    terms = new Set(indexTokens(text).map(processTerm));
    index.titleTerms.set(record.url_without_anchor, terms);
  }
  return terms;
}

/** The words of titles and headings as written, by their indexed form, made when first needed. */
export function writtenWords(index: SearchIndex): Map<string, string> {
  if (!index.writtenWords) {
    const written = new Map<string, string>();
    for (const r of index.records)
      for (const level of LEVELS)
        for (const word of indexTokens(r.hierarchy[level] ?? ''))
          if (!written.has(processTerm(word))) written.set(processTerm(word), word);
    index.writtenWords = written;
  }
  return index.writtenWords;
}

/**
 * Whether a result's record holds the whole phrase, or null if no record
 * does: answered by ./phrases.ts once it has read every record (at its first
 * question, or in steps after progressive indexing), and until then by
 * looking in the results' own text.
 */
export function phraseTest(index: SearchIndex, phrase: string): ((r: SearchResult) => boolean) | null {
  if (index.progressive && !index.phrases.ready) return (r) => lowerText(index.byId.get(r.id)!).includes(phrase);
  const holding = new Set(index.phrases.find(phrase).map((i) => index.records[i]!.objectID));
  return holding.size > 0 ? (r) => holding.has(r.id) : null;
}
