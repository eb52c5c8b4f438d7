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

/**
 * A scorer for one index: `score` returns the records that match any term,
 * in the order first matched, each with MiniSearch's score (sort them by it,
 * stably, for MiniSearch's order).
 */
export function createQuestionScorer(internals: Internals, options: QuestionOptions) {
  const {_index: tree, _documentIds: ids, _fieldLength: lengths, _avgFieldLength: averages} = internals;
  const fields = Object.entries(options.fields).map(([name, boost]) => ({id: internals._fieldIds[name]!, boost}));
  const fieldCount = Object.keys(internals._fieldIds).length;
  let buffers = new Buffers(0, fieldCount);
  /** Stamps a term's sums as current: counts up across questions, so nothing is cleared between terms. */
  let stamp = 0;

  return function score(terms: readonly QuestionTerm[], allowed: Allowed | undefined): QuestionMatches {
    // The index grows while body text is indexed in chunks: new records, larger arrays.
    if (buffers.size < internals._nextId) buffers = new Buffers(internals._nextId, fieldCount);
    const {total, words, concepts, current, currentOf, docBoost, group, fieldLength, derived: seen} = buffers;
    const documents = internals._documentCount;
    const firstSeen: number[] = [];
    /** The derived terms (each term itself, its prefix and typo matches) in the order scored, for `termsOf`. */
    const derivedTerms: Array<[string, Postings]> = [];

    for (const spec of terms) {
      const now = ++stamp;
      const touched: number[] = [];
      const add = (data: Postings | undefined, weight: number, term: string) => {
        if (!data) return;
        const bit = 1 << (derivedTerms.length & 31);
        derivedTerms.push([term, data]);
        for (const field of fields) {
          const frequencies = data.get(field.id);
          if (!frequencies) continue;
          const matching = frequencies.size;
          const average = averages[field.id]!;
          const idf = Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));
          for (const [doc, frequency] of frequencies) {
            let boost = docBoost[doc]!;
            if (Number.isNaN(boost)) boost = docBoost[doc] = options.boostDocument(ids.get(doc)!);
            if (!boost) continue;
            const at = doc * fieldCount + field.id;
            let length = fieldLength[at]!;
            if (length === -1) length = fieldLength[at] = lengths.get(doc)![field.id]!;
            // MiniSearch's calcBM25Score and weighting, operation for operation, so that the sums are the same numbers.
            const raw = idf * (D + (frequency * (K + 1)) / (frequency + K * (1 - B + (B * length) / average)));
            const weighted = weight * spec.boost * field.boost * boost * raw;
            seen[doc] = seen[doc]! | bit;
            if (currentOf[doc] === now) current[doc] = current[doc]! + weighted;
            else {
              current[doc] = weighted;
              currentOf[doc] = now;
              touched.push(doc);
            }
          }
        }
      };
      add(tree.get(spec.term), 1, spec.term);
      const prefixMatches = spec.prefix ? tree.atPrefix(spec.term) : null;
      let fuzzyMatches: Map<string, [Postings, number]> | null = null;
      if (spec.fuzzy) {
        const maxDistance =
          spec.fuzzy < 1 ? Math.min(options.maxFuzzy, Math.round(spec.term.length * spec.fuzzy)) : spec.fuzzy;
        if (maxDistance) fuzzyMatches = tree.fuzzyGet(spec.term, maxDistance);
      }
      if (prefixMatches)
        for (const [term, data] of prefixMatches) {
          const distance = term.length - spec.term.length;
          if (!distance) continue;
          fuzzyMatches?.delete(term);
          add(data, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), term);
        }
      if (fuzzyMatches)
        for (const [term, [data, distance]] of fuzzyMatches) {
          if (!distance) continue;
          add(data, (FUZZY_WEIGHT * term.length) / (term.length + distance), term);
        }
      // MiniSearch sums each term's score apart, then adds the sums (OR): the same order of additions.
      for (const doc of touched) {
        if (words[doc] === 0) {
          total[doc] = current[doc]!;
          concepts[doc] = spec.concepts;
          firstSeen.push(doc);
        } else {
          total[doc] = total[doc]! + current[doc]!;
          concepts[doc] = concepts[doc]! | spec.concepts;
        }
        words[doc]!++;
      }
    }

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
    const foundBits = new Int32Array(found.length);
    const matches: QuestionMatches = {
      length: found.length,
      idOf: (i) => ids.get(found[i]!)!,
      scores: new Float64Array(found.length),
      concepts: new Int32Array(found.length),
      groups: new Int32Array(found.length),
      termsOf(i) {
        // MiniSearch's `Object.keys(match)`: the derived terms in the order first matched (integer-like ones first, as an object orders keys).
        const doc = found[i]!;
        const bits = foundBits[i]!;
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
      },
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
  };
}
