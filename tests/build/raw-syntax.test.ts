import {describe, expect, it} from 'vitest';
import {htmlFiles} from '../../src/built-site/files';
import {BUILD_DIR} from './html';
import {findRawSyntax} from './rawSyntax';
import fs from 'node:fs';
import path from 'node:path';

/** A page as Docusaurus renders it, with `body` as the article's HTML. */
const page = (body: string) =>
  `<html><body><main><article><div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`;

describe('findRawSyntax (the detector, on HTML fixtures)', () => {
  it('finds an MDX 1 admonition that rendered as a paragraph', () => {
    const html = page('<p>Intro.</p><p>:::caution Automatic Static Optimization is lost</p><p>Body.</p><p>:::</p>');
    expect(findRawSyntax(html)).toEqual([
      {kind: 'directive', text: ':::caution Automatic Static Optimization is lost'},
      {kind: 'directive', text: ':::'},
    ]);
  });

  it('finds a directive line inside a paragraph, unrendered bold, links and MDX comments', () => {
    const html = page(
      '<p>Text\n:::tip Indented\nbody</p><ul><li>Use **this** one</li></ul><table><tbody><tr><td>See [routers](/docs/server/routers)</td></tr></tbody></table><p>{/* cspell:ignore foo */} Hello</p>',
    );
    expect(findRawSyntax(html).map((f) => f.kind)).toEqual(['directive', 'bold', 'link', 'comment']);
  });

  it('finds raw syntax in an admonition’s title row', () => {
    const html = page(
      '<div class="theme-admonition"><div><span><svg><path d="M0 0"></path></svg></span>:::caution[Title]</div><div><p>Body.</p></div></div>',
    );
    expect(findRawSyntax(html).map((f) => f.kind)).toEqual(['directive']);
  });

  it('leaves code blocks, inline code and rendered Markdown alone', () => {
    const html = page(
      '<pre><code>:::caution Title\n**bold** [a](/b) {/* c */}</code></pre><p>Write <code>:::caution[Title]</code> or <code>**bold**</code> or <code>[a](/b)</code>.</p>' +
        '<p><strong>Bold</strong> and <a href="/docs">a link</a>, a glob <code>**/*.ts</code>, 2 ** 3 and [1, 2] (an array).</p>' +
        '<div class="theme-admonition"><div>caution</div><div><p>Body.</p></div></div>',
    );
    expect(findRawSyntax(html)).toEqual([]);
  });
});

describe('every built page shows its Markdown rendered', () => {
  const files = htmlFiles(BUILD_DIR);

  it('reads the whole build', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('no article shows directive, bold, link or comment syntax as text', () => {
    const found = files.flatMap((file) =>
      findRawSyntax(fs.readFileSync(file, 'utf8')).map(
        (f) => `${path.relative(BUILD_DIR, file)}: ${f.kind}: ${f.text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
