import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {MAX_QUERY_LENGTH} from '../../../src/search/engine';
import {record} from '../../../src/search/testRecords';
import {
  DocsError,
  headingsByPage,
  loadDocs,
  missingDataMessage,
  normalisePath,
  quotedQuery,
  shortenQuery,
} from './docs';
import {TWIN, writeTestData} from './testData';

const site = 'https://trpc.io';

describe('normalisePath', () => {
  it('reads the site’s URLs over http and https, with or without www. or a scheme, and its paths', () => {
    for (const url of [
      'https://trpc.io/docs/server/routers',
      'http://trpc.io/docs/server/routers',
      'https://www.trpc.io/docs/server/routers#setup',
      'http://www.trpc.io/docs/server/routers.md',
      'HTTPS://WWW.TRPC.IO/docs/server/routers/',
      'trpc.io/docs/server/routers',
      'www.trpc.io/docs/server/routers?x=1',
      '/docs/server/routers',
      'docs/server/routers.md',
    ])
      expect(normalisePath(url, site), url).toBe('/docs/server/routers');
    expect(normalisePath('http://www.trpc.io', site)).toBe('/');
  });

  it('refuses other sites and schemes, with a message rather than a crash', () => {
    for (const url of ['https://example.com/docs', 'https://trpc.io.example.com/docs', 'ftp://trpc.io/docs', 'http://'])
      expect(() => normalisePath(url, site), url).toThrow(DocsError);
    expect(() => normalisePath('https://example.com/docs', site)).toThrow(/^https:\/\/example\.com is not this site/);
  });
});

describe('shortenQuery and quotedQuery', () => {
  it('keep a query of the engine’s length whole, trimmed', () => {
    const query = 'q'.repeat(MAX_QUERY_LENGTH);
    expect(shortenQuery(`  ${query} `)).toEqual({text: query, shortened: false});
    expect(quotedQuery(' useQuery enabled ')).toBe('"useQuery enabled"');
  });

  it('cut a longer query to the engine’s length, at a word’s end, not inside a character, and say so', () => {
    const huge = 'useQuery '.repeat(100_000 / 9);
    const {text, shortened} = shortenQuery(huge);
    expect(shortened).toBe(true);
    expect(text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(text).toMatch(/^(useQuery )+useQuery$/);
    expect(shortenQuery('x'.repeat(100_000)).text).toBe('x'.repeat(MAX_QUERY_LENGTH));
    const emoji = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀 more`;
    expect(shortenQuery(emoji).text).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    const quoted = quotedQuery(huge);
    expect(quoted).toBe(
      `"${text}" (the query was shortened to its first ${text.length} characters: only those were searched)`,
    );
  });
});

describe('headingsByPage', () => {
  it('gives each page its headings with their anchors, in order, and no title or text records', () => {
    const byPage = headingsByPage([
      record({url: '/docs/a', type: 'lvl1', hierarchy: {lvl1: 'A'}}),
      record({url: '/docs/a#one', type: 'lvl2', hierarchy: {lvl1: 'A', lvl2: 'One'}}),
      record({url: '/docs/a#one', hierarchy: {lvl1: 'A', lvl2: 'One'}, content: 'Text.'}),
      record({url: '/docs/a#two', type: 'lvl3', hierarchy: {lvl1: 'A', lvl2: 'One', lvl3: 'Two'}}),
      record({url: '/docs/b#x', type: 'lvl2', hierarchy: {lvl1: 'B', lvl2: 'X'}}),
    ]);
    expect(Object.fromEntries(byPage)).toEqual({
      '/docs/a': [
        {text: 'One', anchor: 'one'},
        {text: 'Two', anchor: 'two'},
      ],
      '/docs/b': [{text: 'X', anchor: 'x'}],
    });
  });
});

describe('loadDocs', () => {
  const data = writeTestData();
  afterAll(() => fs.rmSync(data, {recursive: true, force: true}));

  it('says in one sentence which folder it looked in and how its data is made, when there is none', () => {
    const missing = path.join(data, 'nowhere');
    expect(() => loadDocs(missing)).toThrow(DocsError);
    expect(() => loadDocs(missing)).toThrow(missingDataMessage(missing));
    const message = missingDataMessage(missing);
    expect(message).toContain(missing);
    expect(message).toContain('npm run build');
    expect(message).toContain('packages/docs-mcp/build.ts');
    expect(message).not.toContain('\n');
  });

  const docs = loadDocs(data);

  it('reads a page whole, by any of the site’s URLs', () => {
    expect(docs.read('http://www.trpc.io/docs/troubleshooting')).toBe(TWIN);
    expect(docs.read('https://trpc.io/docs/troubleshooting#url-too-long')).toBe(TWIN);
  });

  it('reads a section by the anchor the site gives it, a custom id the twin does not carry', () => {
    expect(docs.read('/docs/troubleshooting', {section: 'url-too-long'})).toBe(
      '### 414 "URI Too Long" from a `batch`\n\nSet `maxURLLength` on httpBatchLink.\n',
    );
    expect(docs.read('/docs/troubleshooting', {section: '#batching-off'})).toMatch(/^### Batching is not enabled\n/);
    expect(() => docs.read('/docs/troubleshooting', {section: 'batching-is-not-enabled'})).not.toThrow();
    expect(() => docs.read('/docs/troubleshooting', {section: 'nope'})).toThrow(
      'Its sections: requests, url-too-long, batching-off, see-also.',
    );
  });

  it('names the anchors of the sections left when it cuts a page to a budget', () => {
    const answer = docs.read('/docs/troubleshooting', {maxChars: 200});
    expect(answer.length).toBeLessThan(TWIN.length + 300);
    expect(answer).toMatch(/section set to one of: (\S+, )*see-also\.\]$/);
    expect(answer).toContain('batching-off');
  });
});
