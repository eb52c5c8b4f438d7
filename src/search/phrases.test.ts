import {describe, expect, it} from 'vitest';
import {createPhraseFinder} from './phrases';

const texts = [
  'how do i access request headers in a procedure',
  'the context holds the request headers — and the session',
  "you're trying to use @trpc/server in a non-server environment",
  'set cache-control: s-maxage=1, stale-while-revalidate',
  'données en français, naïve café',
  'ends with request',
  'headers in a list',
  '',
  'a$b c_d e$f',
];

/** Every substring of every text, and near misses: what a naive look would answer is the answer. */
const phrases = [
  ...texts.flatMap((text) => {
    const out: string[] = [];
    for (let start = 0; start < text.length; start += 3)
      for (let end = start + 1; end <= text.length; end += 4) out.push(text.slice(start, end));
    return out;
  }),
  'request headers in a list',
  'ends with request headers',
  'request headers\u0000headers in',
  'headers in a procedure',
  'access request headers',
  'access request  headers',
  'in a non-server environment',
  'naïve café',
  'cache control',
  'zzz qqq',
  ' ',
];
const naive = (phrase: string) => texts.flatMap((text, i) => (text.includes(phrase) ? [i] : []));

describe('createPhraseFinder', () => {
  it('finds exactly the texts that hold each phrase, never one across two texts', () => {
    const finder = createPhraseFinder(texts.length, (i) => texts[i]!);
    expect(finder.ready).toBe(false);
    for (const phrase of phrases) expect(finder.find(phrase), JSON.stringify(phrase)).toEqual(naive(phrase));
    expect(finder.ready).toBe(true);
    expect(finder.find('ends with request\u0000headers in')).toEqual([]);
  });

  it('reads the texts in steps when prepared, and answers the same', async () => {
    const many = Array.from({length: 1200}, (_, i) => `${texts[i % texts.length]} ${i}`);
    const finder = createPhraseFinder(many.length, (i) => many[i]!);
    let pauses = 0;
    const preparing = finder.prepare(async () => {
      pauses++;
    });
    expect(finder.ready).toBe(false);
    await preparing;
    expect(finder.ready).toBe(true);
    expect(pauses).toBeGreaterThan(1);
    for (const phrase of ['request headers in a', 'headers in a list 6', 'session 1', 'nothing like it'])
      expect(finder.find(phrase)).toEqual(many.flatMap((text, i) => (text.includes(phrase) ? [i] : [])));
  });
});
