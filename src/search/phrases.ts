/**
 * Which texts hold a phrase, for the boost a result gets when it holds the
 * query as typed. Looking in each of a question's thousands of results took
 * a tenth of its time, and so did one look through all the texts at once; but
 * a question is almost never anywhere as a phrase, and that shows before
 * looking: two of its words that stand side by side in it stand side by side
 * in no text. Every such pair of the texts is kept as a bit of a hashed set
 * (a pair it does not hold is surely in no text; one it holds may be), so the
 * texts are read only for a phrase that may be there, and the answer is
 * always exactly `texts.filter((t) => t.includes(phrase))`.
 */

/**
 * A word character: ASCII letters and digits, `_` and `$`, and any code
 * unit beyond ASCII. Both the texts and the phrase are
 * split this way, one code unit at a time, so a pair of the phrase is a pair
 * of any text that holds it, whatever the split; a plain loop, not a pattern,
 * because splitting the 10.x docs with one took the first phrase search 60 ms.
 */
const isWordCode = (code: number) =>
  (code >= 97 && code <= 122) ||
  (code >= 65 && code <= 90) ||
  (code >= 48 && code <= 57) ||
  code === 95 ||
  code === 36 ||
  code >= 128;
/** Bits of the set of pairs: 2^21 (256 KB) for the 10.x docs' ~80,000 pairs, so few absent pairs look present. */
const BITS = 1 << 21;

/** FNV-1a over `text` from `start` to `end`: a pair is hashed from its first word's start to its second word's end, separator included. */
function hash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (BITS - 1);
}

/** Calls `pair(start, end)` for each two words side by side in `text`: from the first's start to the second's end. */
function eachPair(text: string, pair: (start: number, end: number) => void): void {
  let previousStart = -1;
  for (let i = 0; i < text.length;) {
    if (!isWordCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && isWordCode(text.charCodeAt(i))) i++;
    if (previousStart !== -1) pair(previousStart, i);
    previousStart = start;
  }
}

/** How many texts `prepare` reads between two pauses. */
const STEP = 500;

export interface PhraseFinder {
  /** Whether the texts are read: `find` answers at once. */
  readonly ready: boolean;
  /** The texts (by their number) that hold `phrase`; reads the texts first if they are not yet. */
  find(phrase: string): number[];
  /** Reads the texts in steps that wait for `pause` between them, so that no search pays for it. */
  prepare(pause: () => Promise<void>): Promise<void>;
}

export function createPhraseFinder(count: number, textOf: (i: number) => string): PhraseFinder {
  const texts = new PairedTexts(count, textOf);
  return {
    get ready() {
      return texts.all !== null;
    },
    find: (phrase) => findPhrase(texts, phrase),
    async prepare(pause) {
      while (texts.texts.length < count) {
        texts.readUpTo(Math.min(count, texts.texts.length + STEP));
        await pause();
      }
      texts.joined();
    },
  };
}

/** The texts read so far, the set of their pairs, and, once all are read, their joined text. */
class PairedTexts {
  readonly texts: string[] = [];
  readonly pairs = new Uint32Array(BITS / 32);
  all: {corpus: string; starts: number[]} | null = null;
  constructor(
    readonly count: number,
    private readonly textOf: (i: number) => string,
  ) {}

  readUpTo(end: number): void {
    const {texts, pairs} = this;
    while (texts.length < end) {
      const text = this.textOf(texts.length);
      texts.push(text);
      // A text's own pairs only: a phrase has no NUL, so no pair runs from one text into the next.
      eachPair(text, (start, stop) => {
        const bit = hash(text, start, stop);
        pairs[bit >>> 5]! |= 1 << (bit & 31);
      });
    }
  }

  /** Every text joined, each one's start in it; reads the texts first if they are not yet. */
  joined(): {corpus: string; starts: number[]} {
    if (!this.all) {
      this.readUpTo(this.count);
      const starts: number[] = [];
      let at = 0;
      for (const text of this.texts) {
        starts.push(at);
        at += text.length + 1;
      }
      // NUL between two texts: a phrase without one cannot run from one into the next.
      this.all = {corpus: this.texts.join('\u0000'), starts};
    }
    return this.all;
  }

  /** Whether a text may hold the phrase: two words side by side inside it (neither cut by its ends) are a pair of any text that does. */
  mayHold(phrase: string): boolean {
    let absent = false;
    eachPair(phrase, (start, end) => {
      if (absent || start === 0 || end === phrase.length) return;
      const bit = hash(phrase, start, end);
      if ((this.pairs[bit >>> 5]! & (1 << (bit & 31))) === 0) absent = true;
    });
    return !absent;
  }
}

/** The texts (by their number) that hold `phrase`: each match in the joined text, found by where its text starts. */
function findPhrase(texts: PairedTexts, phrase: string): number[] {
  const {corpus, starts} = texts.joined();
  if (phrase.includes('\u0000')) return texts.texts.flatMap((text, i) => (text.includes(phrase) ? [i] : []));
  if (!texts.mayHold(phrase)) return [];
  const holding: number[] = [];
  for (let at = corpus.indexOf(phrase); at !== -1; at = corpus.indexOf(phrase, at + 1)) {
    // The text that starts last at or before the match.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    if (holding[holding.length - 1] !== low) holding.push(low);
  }
  return holding;
}
