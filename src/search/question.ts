/**
 * A question's search: any concept may match (so a word no page uses costs
 * one concept, not every result); records rank by their text score times the
 * share of the concepts they cover, and the share their page covers, so the
 * records that match all come first and the best partial matches follow.
 * The text score is MiniSearch's OR search of the concepts' words, worked out
 * by ./questionScore.ts where it can read the index (the same numbers, a
 * fraction of the time), and by MiniSearch itself where it cannot.
 */
import type {SearchResult} from 'minisearch';
import type {ConceptGroup} from './concepts';
import type {Allowed, QuestionMatches} from './questionScore';
import {BOOST, SEARCH_FUZZY, SEARCH_PREFIX, type SearchIndex} from './searchIndex';
import {processTerm} from './terms';

/** A meaning from the vocabulary weighs this much of a word the reader typed; the words of a vocabulary phrase, this much of its meanings. */
const MEANING_WEIGHT = 0.8;
const PHRASE_WORD_WEIGHT = 0.3;
/** How much a record's own share of the concepts counts, and its page's (chosen on both relevance sets: the symbol set needs the record's share to weigh more). */
const OWN_EXP = 3;
const PAGE_EXP = 2;
const MAX_CONCEPTS = 30;
/** Where a question's result keeps the share of the question's concepts its page covers. */
const PAGE_SHARE = 'pageShare';
/** The share of the query's concepts a result's page covers: all of them unless a question found only part. */
export const pageShareOf = (result: SearchResult): number => (result[PAGE_SHARE] as number | undefined) ?? 1;

/** The words of a question's concepts, each with its weight and the concepts it stands for (a bit each). */
export interface ConceptTerms {
  weight: Map<string, number>;
  conceptsOf: Map<string, number>;
  /** The vocabulary's meanings that the reader did not type: the docs' own words, matched as they are. */
  meanings: Set<string>;
}

/** The records that match any of the question's concepts, scored by how many they and their page cover. Not sorted: `byQuestionScore` orders them. */
export function searchConcepts(
  index: SearchIndex,
  allGroups: ConceptGroup[],
  allowed: Allowed | undefined,
): SearchResult[] {
  // A reader's question has a handful of concepts; a pasted paragraph is cut to what a bit mask holds.
  const groups = allGroups.slice(0, MAX_CONCEPTS);
  const found = matchConcepts(index, conceptTerms(groups), allowed);
  return scoreByCoverage(found, groups.length);
}

/** The words of the concepts, typed and meant, with their weights and concepts. */
export function conceptTerms(groups: readonly ConceptGroup[]): ConceptTerms {
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
  return {weight, conceptsOf, meanings};
}

/**
 * MiniSearch's OR search of the concepts' words: in the order first matched
 * (./questionScore.ts), or by MiniSearch's score (its own search);
 * `byQuestionScore` orders both alike.
 */
export function matchConcepts(index: SearchIndex, terms: ConceptTerms, allowed: Allowed | undefined): QuestionMatches {
  const {weight, conceptsOf, meanings} = terms;
  // The vocabulary's meanings are the docs' own words: matched as they are.
  const prefix = (term: string) => !meanings.has(term) && SEARCH_PREFIX(term);
  const fuzzy = (term: string) => (!meanings.has(term) && SEARCH_FUZZY(term)) || false;
  const words = [...weight.keys()];
  if (index.questionScorer)
    return index.questionScorer(
      words.map((term) => ({
        term,
        boost: weight.get(term)!,
        prefix: prefix(term),
        fuzzy: fuzzy(term),
        concepts: conceptsOf.get(term)!,
      })),
      allowed,
    );
  const results = index.text.search(words.join(' '), {
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    prefix,
    fuzzy,
    boost: BOOST,
    boostTerm: (term) => weight.get(term) ?? 1,
    combineWith: 'OR',
    filter: allowed && ((r) => allowed(r.id)),
    boostDocument: index.boostDocument,
  });
  return matchesOf(results, (r) => r.queryTerms.reduce((m, t) => m | (conceptsOf.get(t) ?? 0), 0), index.pageNumberOf);
}

/**
 * Each match's score times its own share of the `concepts` and its page's:
 * the records that cover every concept first, the best partial matches after.
 */
export function scoreByCoverage(found: QuestionMatches, concepts: number): SearchResult[] {
  // The concepts a record covers are bits (a question has far fewer than 31): a question
  // matches thousands of records, and a set per record was a tenth of its search time.
  const byPage: number[] = [];
  const count = found.length;
  for (let i = 0; i < count; i++) byPage[found.groups[i]!] = (byPage[found.groups[i]!] ?? 0) | found.concepts[i]!;
  const n = concepts;
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
export const byQuestionScore = (a: SearchResult, b: SearchResult) => {
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
