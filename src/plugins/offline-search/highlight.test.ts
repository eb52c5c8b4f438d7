import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, snippet} from './highlight';

const tags = {pre: '<mark>', post: '</mark>'};

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
    expect(highlight('nothing here', ['zzz'], tags)).toEqual({value: 'nothing here', matchedWords: []});
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
