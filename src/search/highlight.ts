/**
 * Highlighting and snippets for result text that DocSearch renders as HTML.
 * These functions escape the text before inserting our own tags, so what they
 * return holds no markup from a record or a query. That protects only what
 * passes through them: records do hold markup-like text (typedoc titles such
 * as `TRPCClientError<TRouterOrProcedure>`, any heading), and DocSearch also
 * renders a hit's plain `hierarchy` and `content` as HTML (titles without a
 * snippet, recent and favourite searches), so the engine escapes those too.
 */
import {escapeRegExp} from '../text/escapeRegExp';

export interface Tags {
  pre: string;
  post: string;
}

// `&#039;`, not `&#39;`: DocSearch decodes exactly these five when it shows a section title as text.
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));
const SPECIAL = /[&<>"']/;
/** Most text has nothing to escape: tested once before a replace that calls back for each character. */
export const escapeHtml = (text: string) => (SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text);
/** The text `escapeHtml` was given back, for places that show a hit's field as text. */
export const unescapeHtml = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#039);/g, (e) => UNESCAPES[e]!);

/** One pattern alternating between the terms: only for the rare text whose lower case changes its length. */
function patternOf(terms: readonly string[]): RegExp | null {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  return words.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})`, 'giu');
}

/**
 * One hit's fields are all highlighted with the same terms: the lookup is made
 * once per set of terms, not once per field.
 */
const LOOKUPS_KEPT = 64;
/** The terms in lower case, by length, longest first: what `matchRanges` looks up at each word start. */
interface Lookup {
  lengths: number[];
  terms: Set<string>;
  /** The terms' first letters: a word that starts with none of them needs no lookup. */
  firsts: Set<number>;
}
const lookups = new Map<string, Lookup>();
/** The same array of terms (a hit's, for each of its fields) is not joined into a key again. */
const lookupsByArray = new WeakMap<readonly string[], Lookup>();
function lookupOf(terms: readonly string[]): Lookup {
  const known = lookupsByArray.get(terms);
  if (known) return known;
  const key = terms.join('\u0000');
  let lookup = lookups.get(key);
  if (!lookup) {
    const lower = new Set(terms.filter(Boolean).map((t) => t.toLowerCase()));
    lookup = {
      terms: lower,
      lengths: [...new Set([...lower].map((t) => t.length))].sort((a, b) => b - a),
      firsts: new Set([...lower].map((t) => t.charCodeAt(0))),
    };
    if (lookups.size >= LOOKUPS_KEPT) lookups.clear();
    lookups.set(key, lookup);
  }
  lookupsByArray.set(terms, lookup);
  return lookup;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A letter or digit; ASCII without the Unicode pattern (lower-cased text: no A–Z). */
const isWordChar = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return code < 128 ? (code >= 97 && code <= 122) || (code >= 48 && code <= 57) : WORD_CHAR.test(text[i]!);
};

/**
 * Ranges of `text` where a word starts with one of `terms` (case-insensitive),
 * the longest term first. A lookup at each word start: a question brings a
 * hundred terms, and one pattern alternating between them all was a quarter
 * of its search time.
 */
export function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  return scan(text, terms, false);
}

/** Where the first match of `terms` in `text` starts, or -1. */
const firstMatch = (text: string, terms: readonly string[]) => scan(text, terms, true)[0]?.[0] ?? -1;

function scan(text: string, terms: readonly string[], firstOnly: boolean): Array<[number, number]> {
  const lower = text.toLowerCase();
  // Lower-casing changed the length (a rare letter such as "İ"): positions would not line up.
  if (lower.length !== text.length) {
    const re = patternOf(terms);
    return re ? [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]) : [];
  }
  const {lengths, terms: wanted, firsts} = lookupOf(terms);
  const ranges: Array<[number, number]> = [];
  if (lengths.length === 0) return ranges;
  let previousIsWord = false;
  for (let i = 0; i < lower.length;) {
    if (!previousIsWord && firsts.has(lower.charCodeAt(i))) {
      const length = lengths.find((n) => i + n <= lower.length && wanted.has(lower.slice(i, i + n)));
      if (length !== undefined) {
        ranges.push([i, i + length]);
        if (firstOnly) return ranges;
        i += length;
        previousIsWord = isWordChar(lower, i - 1);
        continue;
      }
    }
    previousIsWord = isWordChar(lower, i);
    i++;
  }
  return ranges;
}

/** `first`: where the first match starts, or -1 (what a snippet of the same text centres on). */
export function highlight(
  text: string,
  terms: readonly string[],
  tags: Tags,
): {value: string; matchedWords: string[]; first: number} {
  const ranges = matchRanges(text, terms);
  let value = '';
  let at = 0;
  const matched = new Set<string>();
  for (const [start, end] of ranges) {
    value += escapeHtml(text.slice(at, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    matched.add(text.slice(start, end).toLowerCase());
    at = end;
  }
  return {value: value + escapeHtml(text.slice(at)), matchedWords: [...matched], first: ranges[0]?.[0] ?? -1};
}

/**
 * A window of about `words` words around the first match, then highlighted.
 * `whole`: the text already highlighted with the same terms and tags (a hit's
 * content is shown whole and as a snippet), so it is not scanned again.
 */
export function snippet(
  text: string,
  terms: readonly string[],
  words: number,
  tags: Tags,
  ellipsis: string,
  whole?: {value: string; first: number},
): string {
  const tokens = text.split(/\s+/);
  if (tokens.length <= words) return (whole ?? highlight(text, terms, tags)).value;
  const first = whole ? whole.first : firstMatch(text, terms);
  const wordIndex = text.slice(0, Math.max(0, first)).split(/\s+/).length - 1;
  const start = Math.max(0, Math.min(wordIndex - Math.floor(words / 3), tokens.length - words));
  const window = tokens.slice(start, start + words).join(' ');
  return `${start > 0 ? ellipsis : ''}${highlight(window, terms, tags).value}${start + words < tokens.length ? ellipsis : ''}`;
}
