/**
 * "Did you mean": terms of the index close to a query that found nothing.
 */
import type {SearchResult} from 'minisearch';
import {editDistance} from '../text/editDistance';
import {conceptGroups} from './concepts';
import {filterFor, MAX_TYPOS, writtenWords, type FacetFilterParam, type SearchIndex} from './searchIndex';
import {capQuery, processTerm} from './terms';

/**
 * The query with each word replaced by the nearest indexed word, looked
 * for with more typos allowed than a search allows, and other near words.
 */
export function suggest(index: SearchIndex, query: string, facetFilters?: FacetFilterParam, limit = 3): string[] {
  const filter = filterFor(index, facetFilters);
  const typed = conceptGroups(capQuery(query)).flatMap((g) => g.typed);
  const nearest = typed.map((word) => nearWords(index, word, filter));
  // A word with nothing near it is left out of the suggestion.
  const near = nearest.filter((n) => n.length > 0);
  if (near.length === 0) return [];
  const whole = near.map((n) => n[0]!).join(' ');
  const others = near.length === 1 ? near[0]!.slice(1) : [];
  return [...new Set([whole, ...others])].filter((s) => s.toLowerCase() !== query.trim().toLowerCase()).slice(0, limit);
}

/**
 * Words as the titles and headings write them (not an index stem such as
 * "sometim"), at most a third of the word's letters away, the fewest edits
 * first: "middlwrae" is two edits from "Middleware", and no longer answered
 * with "bidder".
 */
export function nearWords(
  index: SearchIndex,
  word: string,
  filter: ((r: SearchResult) => boolean) | undefined,
): string[] {
  const scores = new Map<string, number>();
  for (const r of index.text.search(word, {fuzzy: 0.45, maxFuzzy: MAX_TYPOS + 1, prefix: false, filter, processTerm}))
    for (const term of r.terms) scores.set(term, (scores.get(term) ?? 0) + r.score);
  const most = Math.max(1, Math.round(word.length / 3));
  return [...scores]
    .map(([term, score]) => ({word: writtenWords(index).get(term), score}))
    .filter((c): c is {word: string; score: number} => !!c.word)
    .map((c) => ({...c, edits: editDistance(word.toLowerCase(), c.word.toLowerCase())}))
    .filter((c) => c.edits <= most)
    .sort((a, b) => a.edits - b.edits || b.score - a.score)
    .map((c) => c.word);
}
