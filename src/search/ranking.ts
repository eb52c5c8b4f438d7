/**
 * The ranking of a query's results, as passes over one state: the query's
 * own match (every word, or a question's concepts), then the camelCase parts
 * of a rare name, the kind of thing an exactly named symbol is, any word when
 * nothing matched, the whole phrase, and last the order a page of hits is
 * read in (guides before reference pages, one page per symbol family).
 */
import type {SearchOptions, SearchResult} from 'minisearch';
import {conceptGroups, type ConceptGroup} from './concepts';
import {inOrder, lazilyOrdered, type Ordered} from './ordering';
import {byQuestionScore, searchConcepts} from './question';
import type {RecordKind} from './recordKinds';
import {
  allowedFor,
  BOOST,
  filterFor,
  phraseTest,
  SEARCH_PREFIX,
  titleTermsOf,
  typos,
  type FacetFilterParam,
  type SearchIndex,
} from './searchIndex';
import {camelCaseParts, processTerm, queryTokens} from './terms';

const PHRASE_BOOST = 2;
const KIND_BOOST = 1.5;
/** The parts of a query that is one camelCase name, matched at a fraction of a whole word's weight, when it finds fewer records than this. */
const PARTS_BELOW = 30;
const PART_BOOST = Object.fromEntries(Object.entries(BOOST).map(([f, b]) => [f, b * 0.3]));

/** A query's results as the passes leave them. */
export interface Ranking {
  /** The query as searched: cut to its length and trimmed. */
  readonly query: string;
  readonly facetFilters: FacetFilterParam;
  /** The facet filters as MiniSearch's `filter` option (none where every record passes). */
  readonly filter: ((r: SearchResult) => boolean) | undefined;
  readonly groups: ConceptGroup[];
  /** A query of two or more concepts, or one the vocabulary knows: any concept may match. */
  readonly question: boolean;
  results: SearchResult[];
  /**
   * Whether `results` are in their order: MiniSearch's come sorted; a
   * question's are put in order only as far as they are read, unless a pass
   * needs them sorted first.
   */
  sorted: boolean;
}

/** A query's results, and the first `needed` of them in the order they are shown. */
export function rank(
  index: SearchIndex,
  query: string,
  facetFilters: FacetFilterParam,
  needed: number,
): {results: SearchResult[]; ranked: SearchResult[]} {
  if (!query) return {results: [], ranked: []};
  const ranking = startRanking(index, query, facetFilters);
  matchQuery(index, ranking);
  addNameParts(index, ranking);
  boostSymbolKind(index, ranking);
  matchAnyWord(index, ranking);
  boostPhrase(index, ranking);
  return {results: ranking.results, ranked: firstShown(index, ranking, needed)};
}

/** The state the passes start from: the query read as words or concepts, no results yet. */
export function startRanking(index: SearchIndex, query: string, facetFilters: FacetFilterParam): Ranking {
  const filter = filterFor(index, facetFilters);
  const groups = conceptGroups(query);
  const question = groups.length > 1 || groups.some((g) => g.means.length > 0);
  return {query, facetFilters, filter, groups, question, results: [], sorted: !question};
}

/** The query's own match: a question's concepts (./question.ts), or every word of a query. */
export function matchQuery(index: SearchIndex, ranking: Ranking): void {
  const {query, filter, groups, question} = ranking;
  ranking.results = question
    ? searchConcepts(index, groups, allowedFor(index, ranking.facetFilters))
    : searchEvery(index, queryTokens(query), {
        prefix: SEARCH_PREFIX,
        fuzzy: (term) => typos(index, term),
        boost: BOOST,
        filter,
        boostDocument: index.boostDocument,
      });
}

/**
 * A name typed whole that few records hold, `fetchRequestHandler`,
 * also finds the text around its parts: the guide titled "Fetch Adapter".
 * Only then: a common name has results enough, and its parts (`ws`,
 * `link`) match thousands of records.
 */
export function addNameParts(index: SearchIndex, ranking: Ranking): void {
  const {query, filter, question, results} = ranking;
  const parts = !question && results.length < PARTS_BELOW ? camelCaseParts(query) : null;
  if (!parts) return;
  const scores = new Map(results.map((r) => [r.id, r]));
  const options = {prefix: false, fuzzy: false, boost: PART_BOOST, filter, boostDocument: index.boostDocument};
  for (const r of searchEvery(index, parts, options)) {
    const known = scores.get(r.id);
    if (known) known.score += r.score;
    else scores.set(r.id, r);
  }
  ranking.results = [...scores.values()].sort((a, b) => b.score - a.score);
}

/**
 * A symbol named exactly: among the guides that mention it, the ones
 * about what kind of thing it is ("Error handling" for TRPCClientError,
 * "Vanilla Client" for createTRPCProxyClient) are likelier to teach it.
 */
export function boostSymbolKind(index: SearchIndex, ranking: Ranking): void {
  const kindWord = index.symbolKinds.get(ranking.query.toLowerCase());
  if (!kindWord || ranking.results.length === 0) return;
  sortResults(ranking);
  for (const r of ranking.results) {
    const record = index.byId.get(r.id)!;
    if (!index.kinds.get(r.id)!.reference && titleTermsOf(index, record).has(kindWord)) r.score *= KIND_BOOST;
  }
  ranking.results.sort((a, b) => b.score - a.score);
}

/** Every word must match first; failing that, any word may. */
export function matchAnyWord(index: SearchIndex, ranking: Ranking): void {
  if (ranking.results.length > 0) return;
  ranking.results = index.text.search(ranking.query, {
    prefix: true,
    fuzzy: 0.2,
    boost: BOOST,
    combineWith: 'OR',
    filter: ranking.filter,
    boostDocument: index.boostDocument,
  });
  ranking.sorted = true;
}

/** Results that hold the query as typed, a phrase of two or more words, count double. */
export function boostPhrase(index: SearchIndex, ranking: Ranking): void {
  const phrase = ranking.query.toLowerCase();
  const holds = phrase.includes(' ') ? phraseTest(index, phrase) : null;
  if (!holds) return;
  let boosted = false;
  for (const r of ranking.results)
    if (holds(r)) {
      r.score *= PHRASE_BOOST;
      boosted = true;
    }
  // Sorted already: a question's many words seldom stand together in a record.
  // A question's results are ordered when read, by a comparison that knows the boost.
  if (boosted && ranking.sorted) ranking.results.sort((a, b) => b.score - a.score);
}

/** The first `needed` results in the order they are shown (`guidesFirst`). */
export function firstShown(index: SearchIndex, ranking: Ranking, needed: number): SearchResult[] {
  const {results, sorted, query} = ranking;
  return guidesFirst(sorted ? inOrder(results) : lazilyOrdered(results, byQuestionScore), query, index.kinds, needed);
}

/** A question's results sorted (MiniSearch's sort is stable: the passes after it keep its order among equals). */
function sortResults(ranking: Ranking): void {
  if (!ranking.sorted) ranking.results.sort(byQuestionScore);
  ranking.sorted = true;
}

/**
 * MiniSearch's AND search of `words`, scoring only the records that hold the
 * rarest of them: a record without it cannot match every word, so the results
 * and scores are the same, without scoring the thousands of records that hold
 * only `create` or `server` (MiniSearch skips a record whose boost is 0).
 */
export function searchEvery(index: SearchIndex, words: string[], options: SearchOptions): SearchResult[] {
  const known = words.map((w) => [w, index.termCount.get(processTerm(w)) ?? 0] as const).filter(([, n]) => n > 0);
  if (words.length < 2 || known.length === 0)
    return index.text.search(words.join(' '), {...options, combineWith: 'AND'});
  const [rarest] = known.reduce((a, b) => (b[1] < a[1] ? b : a));
  const holders = new Set(index.text.search(rarest, {...options, boostDocument: undefined}).map((r) => r.id));
  const boost = options.boostDocument!;
  return index.text.search(
    {combineWith: 'AND', queries: words},
    {...options, boostDocument: (id, term, stored) => (holders.has(id as string) ? boost(id, term, stored) : 0)},
  );
}

/**
 * Guides, concepts and posts before reference pages, except the reference page
 * of the symbol the query names exactly; and one reference page per symbol
 * family (the others follow every other result), so a family of look-alike
 * types cannot fill the first results. Only the first `needed` of that order
 * are made: a page of hits needs 20 of a common word's thousand results.
 */
export function guidesFirst(
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
