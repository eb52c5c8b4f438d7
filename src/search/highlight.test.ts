import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, matchRanges, snippet} from './highlight';

const tags = {pre: '<mark>', post: '</mark>'};

/** What `matchRanges` answered when it was one pattern alternating between the terms. */
function byPattern(text: string, terms: string[]): Array<[number, number]> {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})`, 'giu');
  return [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]);
}

describe('matchRanges', () => {
  it('finds what one alternating pattern found, longest term first, words not overlapping', () => {
    const texts = [
      'Batching batches Rebatch httpBatchLink http-batch_link',
      'useQuery(useQueryClient) — x(c) (c a.b a*b __init $ref',
      'Ünïcode wörds: Über über ÜBER, naïve café; déjà-vu',
      'link links linking linked, un-link; relink ws wsLink',
      '',
    ];
    const termSets = [
      ['batch', 'batches', 'http'],
      ['usequery', 'use', '(c', 'a.b', 'a*', '_init', '$ref'],
      ['über', 'caf', 'déjà', 'vu'],
      ['link', 'linking', 'ws', 'l'],
      [],
    ];
    for (const text of texts)
      for (const terms of termSets) expect(matchRanges(text, terms)).toEqual(byPattern(text, terms));
  });
});

describe('highlight', () => {
  it('marks words that start with a term, case-insensitively', () => {
    expect(highlight('Batching batches Rebatch', ['batch'], tags).value).toBe(
      '<mark>Batch</mark>ing <mark>batch</mark>es Rebatch',
    );
  });

  it('escapes the text before inserting tags', () => {
    const {value} = highlight('<img src=x onerror="alert(1)"> & <b>batch</b>', ['batch', 'img'], tags);
    expect(value).toBe(
      '&lt;<mark>img</mark> src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;<mark>batch</mark>&lt;/b&gt;',
    );
    expect(value).not.toMatch(/<(?!\/?mark>)/);
  });

  it('treats terms as text, not patterns', () => {
    expect(highlight('a.b (c) a*b', ['a.b', '(c', 'a*'], tags).value).toBe(
      '<mark>a.b</mark> <mark>(c</mark>) <mark>a*</mark>b',
    );
  });

  it('reports matched words and leaves unmatched text alone', () => {
    expect(highlight('useQuery hook', ['usequery'], tags).matchedWords).toEqual(['usequery']);
    expect(highlight('nothing here', ['zzz'], tags)).toEqual({value: 'nothing here', matchedWords: [], first: -1});
  });

  it('says where the first match starts, as a snippet of the same text centres on it', () => {
    expect(highlight('a query of queries', ['quer'], tags).first).toBe(2);
    const text = `${'word '.repeat(30)}the query ${'word '.repeat(30)}`;
    const whole = highlight(text, ['query'], tags);
    // Given the text highlighted whole, a snippet is the one it makes by scanning again.
    expect(snippet(text, ['query'], 10, tags, '…', whole)).toBe(snippet(text, ['query'], 10, tags, '…'));
    expect(snippet('short query text', ['query'], 10, tags, '…', highlight('short query text', ['query'], tags))).toBe(
      highlight('short query text', ['query'], tags).value,
    );
  });
});

describe('snippet', () => {
  const text = Array.from({length: 40}, (_, i) => (i === 25 ? 'middleware' : `w${i}`)).join(' ');

  it('keeps a window of words around the first match, with ellipses', () => {
    const s = snippet(text, ['middleware'], 10, tags, '…');
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('<mark>middleware</mark>');
    expect(s.replace(/…/g, '').split(' ')).toHaveLength(10);
  });

  it('returns short text whole', () => {
    expect(snippet('a <b> c', ['c'], 10, tags, '…')).toBe(`a ${escapeHtml('<b>')} <mark>c</mark>`);
  });
});
