import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeIndex, encodeIndex, fillContent, splitIndex} from './indexWire';
import {extractRecords} from '../plugins/offline-search/records';
import {tellSameTitlesApart} from './sameTitles';
import {withTwins} from '../plugins/offline-search';

const html = fs.readFileSync(path.join(__dirname, '../plugins/offline-search/__fixtures__/doc.html'), 'utf8');

describe('the index files as shipped', () => {
  const page = extractRecords(html, '/docs/server/middlewares');
  const post = extractRecords(
    '<main><div id="__blog-post-container"><h1>Post</h1><p>Text.</p><h2 id="a">A</h2><h3 id="b">B</h3><p>More.</p></div></main>',
    '/blog/post',
  );
  const v9 = withTwins(
    extractRecords(
      '<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-9.x"></head><body><main><article class="theme-doc-markdown"><h1>Old</h1><p>Text.</p></article></main></body></html>',
      '/docs/v9/old',
    ),
    '/',
    {'/docs/v9/old': '/docs/new'},
  );
  const records = tellSameTitlesApart([...page, ...post, ...v9]);

  it('reads back the very records the build made, in their order', () => {
    expect(records.length).toBeGreaterThan(10);
    expect(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(records))))).toEqual(records);
    expect(v9[0]!.twin).toBe('/docs/new');
  });

  it('reads a file of whole records, as the site wrote them before, as it is (an offline copy may be one)', () => {
    expect(decodeIndex(JSON.parse(JSON.stringify(records)))).toEqual(records);
    expect(decodeIndex([])).toEqual([]);
  });

  it('writes what a page shares once: one entry per page', () => {
    const pages = encodeIndex(records);
    expect(pages.map((p) => p.u)).toEqual(['/docs/server/middlewares', '/blog/post', '/docs/v9/old']);
    expect(pages[2]).toMatchObject({g: 'docs-default-9.x', w: '/docs/new'});
    expect(JSON.stringify(pages).length).toBeLessThan(JSON.stringify(records).length * 0.6);
  });

  it('refuses a record it could not read back: a page split in two, a field it does not hold, a weight that does not follow', () => {
    expect(() => encodeIndex([...page.slice(0, 2), ...post, ...page.slice(2)])).toThrow(/not together/);
    expect(() => encodeIndex([{...page[0]!, trail: 'Next.js'}])).toThrow(/fields trail/);
    expect(() => encodeIndex([{...page[0]!, weight: {level: 1, position: 0}}])).toThrow(/weight/);
    expect(() => encodeIndex([{...page[1]!, twin: '/docs/x'}])).toThrow(/twin/);
  });

  it('splits for the browser into a head and a body that read back, together, as the whole file', () => {
    const pages = encodeIndex(records);
    const {head, body} = splitIndex(JSON.parse(JSON.stringify(pages)));
    const bodyTexts = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(bodyTexts.length).toBeGreaterThan(3);
    expect(body).toEqual(bodyTexts);
    const fromHead = decodeIndex(head);
    // The head: every record in its place, titles, headings and page descriptions with their text, body text without.
    expect(fromHead.map((r) => r.objectID)).toEqual(records.map((r) => r.objectID));
    expect(fromHead.filter((r) => r.type === 'content').every((r) => r.content === null)).toBe(true);
    expect(fromHead.filter((r) => r.type !== 'content')).toEqual(records.filter((r) => r.type !== 'content'));
    fillContent(fromHead, body);
    expect(fromHead).toEqual(records);
  });

  it('refuses a body of another build: one text too many or too few', () => {
    const {head, body} = splitIndex(encodeIndex(records));
    expect(() => fillContent(decodeIndex(head), [...body, 'more'])).toThrow(/head and body differ/);
    expect(() => fillContent(decodeIndex(head), body.slice(1))).toThrow(/head and body differ/);
  });
});
