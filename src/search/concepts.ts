/**
 * A query read as a reader's question: its phrasing dropped, its words and
 * phrases grouped into concepts (a word, or a phrase or word of the
 * vocabulary with the words the pages use for it). The engine ranks records
 * by how many of the concepts they and their page cover, so a question with
 * a word no page uses still finds the pages that hold the rest.
 */
import {VOCABULARY, type Concept} from './vocabulary';

/** Words a question is phrased with, which say nothing of what it is about. */
export const STOP_WORDS = new Set(
  (
    "a an the in on to do does did i i'm im how of for with is are was be been what which why when where who my me we our " +
    'you your can could should would will it its from that this these those there and or as at by into so if any some ' +
    'about just trpc use using want need way possible able get have has'
  ).split(' '),
);

/** The words of a text as the index splits them (`next.js` → next, js; `cache-control` → cache, control). */
export const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$]+/u)
    .filter(Boolean);

export interface ConceptGroup {
  /** What the reader typed for it (a word, or the words of a phrase). */
  typed: string[];
  /** The words the pages use for it, from the vocabulary. */
  means: string[];
  /** Whether it is a phrase of the vocabulary: its words say less than its meanings ("before the server responds"). */
  phrase: boolean;
}

interface Entry {
  words: string[];
  concept: Concept;
}

function entriesOf(vocabulary: readonly Concept[]): Entry[] {
  return vocabulary
    .flatMap((concept) => concept.readerWords.map((w) => ({words: words(w), concept})))
    .sort((a, b) => b.words.length - a.words.length);
}

const DEFAULT_ENTRIES = entriesOf(VOCABULARY);

/**
 * The concepts of a query, in order. The vocabulary's longest phrase wins at
 * each word; stop words outside a phrase are dropped, unless nothing else is
 * left (then the words themselves are the concepts: "what is it").
 */
export function conceptGroups(query: string, vocabulary?: readonly Concept[]): ConceptGroup[] {
  const entries = vocabulary ? entriesOf(vocabulary) : DEFAULT_ENTRIES;
  const all = words(query);
  const groups: ConceptGroup[] = [];
  for (let i = 0; i < all.length;) {
    const entry = entries.find((e) => e.words.every((w, j) => all[i + j] === w));
    if (entry) {
      const typed = entry.words.filter((w) => !STOP_WORDS.has(w));
      const means = entry.concept.means.flatMap(words).filter((w) => !STOP_WORDS.has(w));
      const known = groups.find((g) => g.means.join() === means.join());
      if (known) known.typed.push(...typed);
      else groups.push({typed, means, phrase: entry.words.length > 1});
      i += entry.words.length;
      continue;
    }
    const word = all[i]!;
    if (!STOP_WORDS.has(word) && !groups.some((g) => g.typed.length === 1 && g.typed[0] === word && !g.means.length))
      groups.push({typed: [word], means: [], phrase: false});
    i++;
  }
  return groups.length > 0 ? groups : all.map((w) => ({typed: [w], means: [], phrase: false}));
}
