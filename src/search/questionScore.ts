/**
 * A reader's question scored as MiniSearch's own OR search scores it, with the
 * same numbers in the same order, but without MiniSearch's cost per match: a
 * question of common words ("share types between server and client") matches
 * a third of the index, and MiniSearch builds a result object and a map entry
 * for each of those records, for each word, merges the maps, and sorts them.
 * Here a record's score and the concepts it covers are numbers in arrays, and
 * objects are made for the records that are found.
 *
 * Not a supported extension point: it reads MiniSearch's index through its
 * internal fields (the radix tree of terms, the field lengths; see
 * `Internals`). Why: question p95 was 14.2 ms against the search issue's 5 ms;
 * the measured gain is in handbook/search.md and bench/RESULTS.md. The guard:
 * `questionScore.test.ts` runs questions through both and fails on any
 * difference in records, scores or order, and `readInternals` returns null
 * (the engine then uses MiniSearch's search) when a field it reads is gone.
 */

/** A term's postings: field id → (short document id → term frequency). */
type Postings = Map<number, Map<number, number>>;

/** What is read of a MiniSearch instance (minisearch 7.2's field names). */
interface Internals {
  _index: {
    get(term: string): Postings | undefined;
    atPrefix(prefix: string): Iterable<[string, Postings]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [Postings, number]>;
  };
  _documentIds: Map<number, string>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _nextId: number;
  _fieldIds: Record<string, number>;
}

export function readInternals(index: object): Internals | null {
  const m = index as unknown as Partial<Internals>;
  const tree = m._index;
  return tree &&
    typeof tree.get === 'function' &&
    typeof tree.atPrefix === 'function' &&
    typeof tree.fuzzyGet === 'function' &&
    m._documentIds instanceof Map &&
    m._fieldLength instanceof Map &&
    Array.isArray(m._avgFieldLength) &&
    typeof m._documentCount === 'number' &&
    typeof m._nextId === 'number' &&
    m._fieldIds &&
    typeof m._fieldIds === 'object'
    ? (m as Internals)
    : null;
}

/** One word of the question as MiniSearch's query spec has it, with the concepts it stands for (a bit each). */
export interface QuestionTerm {
  term: string;
  boost: number;
  prefix: boolean;
  /** As MiniSearch's `fuzzy` option: a share of the word's length below 1, a number of edits from 1, or none. */
  fuzzy: number | false;
  concepts: number;
}

export interface QuestionOptions {
  /** Field name → boost, in the order the index was built with. */
  fields: Readonly<Record<string, number>>;
  maxFuzzy: number;
  /** A record's boost: the same for every term (it is asked once per record). */
  boostDocument: (id: string) => number;
  /** A record's group (its page) as a number from 0: asked once per record. */
  groupOf: (id: string) => number;
}

/** Which records may be found: one function per set of filters, so that its answers are kept by record. */
export type Allowed = (id: string) => boolean;

/**
 * The records found, by their number in the order first matched: each one's
 * id (looked up when asked), MiniSearch's score (`score × words matched`), the concepts it covers
 * and its group; and the index terms (prefix and typo matches included) it
 * holds, in MiniSearch's `terms` order, made when asked, for the records shown.
 */
export interface QuestionMatches {
  length: number;
  idOf(found: number): string;
  scores: Float64Array;
  concepts: Int32Array;
  groups: Int32Array;
  termsOf(found: number): string[];
}

/** MiniSearch's defaults: `weights` and `bm25`. */
const FUZZY_WEIGHT = 0.45;
const PREFIX_WEIGHT = 0.375;
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** Arrays by short document id, kept from one question to the next: a question touches thousands of records, and new arrays each time kept the collector busy. */
class Buffers {
  total: Float64Array;
  words: Uint16Array;
  concepts: Int32Array;
  /** The current term's own sum per record, valid where `currentOf` holds the term's stamp. */
  current: Float64Array;
  currentOf: Int32Array;
  /** Which of the question's derived terms the record matched, as one bit per term number modulo 32: most terms need no look in `termsOf`. */
  derived: Int32Array;
  /** The record's boost, NaN until first asked for (it does not change). */
  docBoost: Float64Array;
  /** The record's group, -1 until first asked for. */
  group: Int32Array;
  /** The length of each field of the record (by record, then field), -1 until first read. */
  fieldLength: Int32Array;
  /** Per set of filters, whether each record passes: 0 not yet asked, 1 yes, 2 no. */
  allowed = new WeakMap<Allowed, Uint8Array>();
  constructor(
    readonly size: number,
    readonly fieldCount: number,
  ) {
    this.fieldLength = new Int32Array(size * fieldCount).fill(-1);
    this.total = new Float64Array(size);
    this.words = new Uint16Array(size);
    this.concepts = new Int32Array(size);
    this.derived = new Int32Array(size);
    this.current = new Float64Array(size);
    this.currentOf = new Int32Array(size);
    this.docBoost = new Float64Array(size).fill(NaN);
    this.group = new Int32Array(size).fill(-1);
  }
}

/** A scorer's index and the arrays it keeps from one question to the next. */
interface Scorer {
  readonly internals: Internals;
  readonly options: QuestionOptions;
  readonly tree: Internals['_index'];
  readonly ids: Internals['_documentIds'];
  readonly lengths: Internals['_fieldLength'];
  readonly averages: Internals['_avgFieldLength'];
  readonly fields: ReadonlyArray<{id: number; boost: number}>;
  readonly fieldCount: number;
  buffers: Buffers;
  /** Stamps a term's sums as current: counts up across questions, so nothing is cleared between terms. */
  stamp: number;
}

/** One question as it is scored: the records in the order first matched, and the derived terms in the order scored. */
interface Question {
  readonly firstSeen: number[];
  /** The derived terms (each term itself, its prefix and typo matches) in the order scored, for `termsOf`. */
  readonly derivedTerms: Array<[string, Postings]>;
}

/** One term of the question as it is scored: its stamp, boost, and the records its sums touched. */
interface TermSums {
  readonly now: number;
  readonly boost: number;
  readonly touched: number[];
}

/**
 * A scorer for one index: `score` returns the records that match any term,
 * in the order first matched, each with MiniSearch's score (sort them by it,
 * stably, for MiniSearch's order).
 */
export function createQuestionScorer(internals: Internals, options: QuestionOptions) {
  const {_index: tree, _documentIds: ids, _fieldLength: lengths, _avgFieldLength: averages} = internals;
  const fieldCount = Object.keys(internals._fieldIds).length;
  const scorer: Scorer = {
    internals,
    options,
    tree,
    ids,
    lengths,
    averages,
    fields: Object.entries(options.fields).map(([name, boost]) => ({id: internals._fieldIds[name]!, boost})),
    fieldCount,
    buffers: new Buffers(0, fieldCount),
    stamp: 0,
  };

  return function score(terms: readonly QuestionTerm[], allowed: Allowed | undefined): QuestionMatches {
    // The index grows while body text is indexed in chunks: new records, larger arrays.
    if (scorer.buffers.size < internals._nextId) scorer.buffers = new Buffers(internals._nextId, fieldCount);
    const question: Question = {firstSeen: [], derivedTerms: []};
    for (const spec of terms) scoreTerm(scorer, question, spec);
    return matchesOf(scorer, question, allowedOnly(scorer, question.firstSeen, allowed));
  };
}

/** Adds one term's score (its own postings, then its prefix and typo matches) to the records it matches. */
function scoreTerm(scorer: Scorer, question: Question, spec: QuestionTerm): void {
  const sums: TermSums = {now: ++scorer.stamp, boost: spec.boost, touched: []};
  addPostings(scorer, question, sums, scorer.tree.get(spec.term), 1, spec.term);
  const prefixMatches = spec.prefix ? scorer.tree.atPrefix(spec.term) : null;
  let fuzzyMatches: Map<string, [Postings, number]> | null = null;
  if (spec.fuzzy) {
    const maxDistance =
      spec.fuzzy < 1 ? Math.min(scorer.options.maxFuzzy, Math.round(spec.term.length * spec.fuzzy)) : spec.fuzzy;
    if (maxDistance) fuzzyMatches = scorer.tree.fuzzyGet(spec.term, maxDistance);
  }
  if (prefixMatches)
    for (const [term, data] of prefixMatches) {
      const distance = term.length - spec.term.length;
      if (!distance) continue;
      fuzzyMatches?.delete(term);
      addPostings(scorer, question, sums, data, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), term);
    }
  if (fuzzyMatches)
    for (const [term, [data, distance]] of fuzzyMatches) {
      if (!distance) continue;
      addPostings(scorer, question, sums, data, (FUZZY_WEIGHT * term.length) / (term.length + distance), term);
    }
  addTermSums(scorer.buffers, question, sums, spec.concepts);
}

/** A derived term's postings in every field, added to the term's own sums. */
function addPostings(
  scorer: Scorer,
  question: Question,
  sums: TermSums,
  data: Postings | undefined,
  weight: number,
  term: string,
): void {
  if (!data) return;
  const bit = 1 << (question.derivedTerms.length & 31);
  question.derivedTerms.push([term, data]);
  for (const field of scorer.fields) {
    const frequencies = data.get(field.id);
    if (frequencies) addField(scorer, sums, frequencies, field, weight, bit);
  }
}

/** One field's postings of a derived term: MiniSearch's BM25 score of each record that passes its boost. */
function addField(
  scorer: Scorer,
  sums: TermSums,
  frequencies: Map<number, number>,
  field: {id: number; boost: number},
  weight: number,
  bit: number,
): void {
  const {current, currentOf, docBoost, fieldLength, derived: seen} = scorer.buffers;
  const {ids, lengths, fieldCount, options} = scorer;
  const {now, touched} = sums;
  const matching = frequencies.size;
  const average = scorer.averages[field.id]!;
  const idf = Math.log(1 + (scorer.internals._documentCount - matching + 0.5) / (matching + 0.5));
  for (const [doc, frequency] of frequencies) {
    let boost = docBoost[doc]!;
    if (Number.isNaN(boost)) boost = docBoost[doc] = options.boostDocument(ids.get(doc)!);
    if (!boost) continue;
    const at = doc * fieldCount + field.id;
    let length = fieldLength[at]!;
    if (length === -1) length = fieldLength[at] = lengths.get(doc)![field.id]!;
    // MiniSearch's calcBM25Score and weighting, operation for operation, so that the sums are the same numbers.
    const raw = idf * (D + (frequency * (K + 1)) / (frequency + K * (1 - B + (B * length) / average)));
    const weighted = weight * sums.boost * field.boost * boost * raw;
    seen[doc] = seen[doc]! | bit;
    if (currentOf[doc] === now) current[doc] = current[doc]! + weighted;
    else {
      current[doc] = weighted;
      currentOf[doc] = now;
      touched.push(doc);
    }
  }
}

/** MiniSearch sums each term's score apart, then adds the sums (OR): the same order of additions. */
function addTermSums(buffers: Buffers, question: Question, sums: TermSums, termConcepts: number): void {
  const {total, words, concepts, current} = buffers;
  for (const doc of sums.touched) {
    if (words[doc] === 0) {
      total[doc] = current[doc]!;
      concepts[doc] = termConcepts;
      question.firstSeen.push(doc);
    } else {
      total[doc] = total[doc]! + current[doc]!;
      concepts[doc] = concepts[doc]! | termConcepts;
    }
    words[doc]!++;
  }
}

/** The records first seen that the filters let through; the others' counts are cleared for the next question. */
function allowedOnly(scorer: Scorer, firstSeen: readonly number[], allowed: Allowed | undefined): number[] {
  const {buffers, ids} = scorer;
  const {words, derived: seen} = buffers;
  let passes: Uint8Array | undefined;
  if (allowed) {
    passes = buffers.allowed.get(allowed) ?? new Uint8Array(buffers.size);
    buffers.allowed.set(allowed, passes);
  }
  const found: number[] = [];
  for (const doc of firstSeen) {
    if (passes) {
      if (passes[doc] === 0) passes[doc] = allowed!(ids.get(doc)!) ? 1 : 2;
      if (passes[doc] === 2) {
        words[doc] = 0;
        seen[doc] = 0;
        continue;
      }
    }
    found.push(doc);
  }
  return found;
}

/** The records found, with their scores, concepts and groups; their counts are cleared for the next question. */
function matchesOf(scorer: Scorer, question: Question, found: readonly number[]): QuestionMatches {
  const {ids, options} = scorer;
  const {total, words, concepts, group, derived: seen} = scorer.buffers;
  const foundBits = new Int32Array(found.length);
  const matches: QuestionMatches = {
    length: found.length,
    idOf: (i) => ids.get(found[i]!)!,
    scores: new Float64Array(found.length),
    concepts: new Int32Array(found.length),
    groups: new Int32Array(found.length),
    termsOf: (i) => termsOf(question.derivedTerms, found[i]!, foundBits[i]!),
  };
  found.forEach((doc, i) => {
    matches.scores[i] = total[doc]! * words[doc]!;
    matches.concepts[i] = concepts[doc]!;
    if (group[doc] === -1) group[doc] = options.groupOf(ids.get(doc)!);
    matches.groups[i] = group[doc]!;
    foundBits[i] = seen[doc]!;
    // Cleared for the next question.
    words[doc] = 0;
    seen[doc] = 0;
  });
  return matches;
}

/**
 * MiniSearch's `Object.keys(match)` for a record: the derived terms it holds
 * (`bits`: which of them it may, by their number modulo 32), in the order
 * first matched (integer-like ones first, as an object orders keys).
 */
function termsOf(derivedTerms: ReadonlyArray<[string, Postings]>, doc: number, bits: number): string[] {
  const match: Record<string, true> = Object.create(null);
  for (let d = 0; d < derivedTerms.length; d++) {
    if ((bits & (1 << (d & 31))) === 0) continue;
    const [term, data] = derivedTerms[d]!;
    if (term in match) continue;
    for (const frequencies of data.values())
      if (frequencies.has(doc)) {
        match[term] = true;
        break;
      }
  }
  return Object.keys(match);
}
