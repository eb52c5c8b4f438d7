/**
 * The words of queries and records as the engine reads them: a query cut to
 * its length limit, its words without a question's phrasing, camelCase names
 * in parts, and the one form each word is indexed and looked up as.
 */
import {STOP_WORDS} from './concepts';

/**
 * Longer queries are cut to this many characters before they are searched:
 * no reader types more, every word costs a fuzzy walk of the index, and a
 * 6 KB word made the highlighter's pattern overflow the stack.
 */
export const MAX_QUERY_LENGTH = 200;
export const capQuery = (query: string) => (query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query);

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

/** The parts of a query that is one camelCase name (`fetchRequestHandler` → fetch, request, handler), or null. */
export function camelCaseParts(query: string): string[] | null {
  if (!/^[\p{L}\p{N}_$]+$/u.test(query)) return null;
  const parts = indexTokens(query).slice(1);
  return parts.length > 1 ? parts : null;
}

/** The words of a symbol's name, acronyms kept whole (`HTTPBatchLinkOptions` → http, batch, link, option), any `experimental_`-like prefix dropped. */
export function nameWords(name: string): string[] {
  return name
    .replace(/^.*_/, '')
    .split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
    .filter(Boolean)
    .map((w) => processTerm(w));
}
