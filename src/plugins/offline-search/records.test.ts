import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords, unescapeMarkdown} from './records';

const html = fs.readFileSync(path.join(__dirname, '__fixtures__/doc.html'), 'utf8');
const records = extractRecords(html, '/docs/server/middlewares');

describe('extractRecords', () => {
  it('starts with the page record: section, title and description', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/server/middlewares',
      anchor: null,
      content: 'Run code around your procedures.',
      hierarchy: {lvl0: 'Backend Usage', lvl1: 'Middlewares', lvl2: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('follows headings into the hierarchy and the anchors', () => {
    const shape = records.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]);
    expect(shape).toEqual([
      ['lvl1', null, null, null, 'Run code around your procedures.'],
      ['content', null, null, null, 'A middleware runs around a procedure & sees its context.'],
      ['lvl2', 'writing-a-middleware', 'Writing a middleware', null, null],
      ['content', 'writing-a-middleware', 'Writing a middleware', null, 'Call t.middleware() with a function.'],
      ['lvl3', 'context-extension', 'Writing a middleware', 'Context extension', null],
      ['content', 'context-extension', 'Writing a middleware', 'Context extension', 'Pass ctx to next().'],
      ['content', 'context-extension', 'Writing a middleware', 'Context extension', 'Nested point.'],
      ['content', 'context-extension', 'Writing a middleware', 'Context extension', 'Paragraph in a list item.'],
      ['lvl2', 'ordering', 'Ordering', null, null],
      ['content', 'ordering', 'Ordering', null, 'Option'],
      ['content', 'ordering', 'Ordering', null, 'Runs in order <first>'],
    ]);
    expect(records[3]!.url).toBe('/docs/server/middlewares#writing-a-middleware');
  });

  it('never indexes code blocks, navigation or hash links', () => {
    const text = JSON.stringify(records);
    expect(text).not.toContain('never indexed');
    expect(text).not.toContain('Direct link');
    expect(text).not.toContain('Home page');
  });

  it("never indexes a tab list's labels (the install blocks' npm, Yarn, pnpm and Bun), only what its panels say", () => {
    const page = extractRecords(
      '<main><article><h1>Install</h1><div class="tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">Yarn</li></ul>' +
        '<div role="tabpanel"><p>Then run it.</p><pre><code>npm install x</code></pre></div></div></article></main>',
      '/docs/install',
    );
    expect(page.map((r) => r.content)).toEqual([null, 'Then run it.']);
  });

  it('keeps the categories between the section and the page (a page of Client Usage › Next.js), for pages that share a title', () => {
    const nested = extractRecords(
      '<main><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg></svg></a></li>' +
        '<li class="breadcrumbs__item">Client Usage</li><li class="breadcrumbs__item">Next.js</li>' +
        '<li class="breadcrumbs__item breadcrumbs__item--active">Aborting Procedure Calls</li></ul></nav>' +
        '<article class="theme-doc-markdown"><h1>Aborting Procedure Calls</h1><p>Abort.</p></article></main>',
      '/docs/client/nextjs/aborting-procedure-calls',
    );
    expect(nested.map((r) => [r.hierarchy.lvl0, r.trail])).toEqual([
      ['Client Usage', 'Next.js'],
      ['Client Usage', 'Next.js'],
    ]);
    expect(records[0]!.trail).toBeUndefined();
  });

  it('ranks titles over headings over text', () => {
    const [page, text, heading] = records;
    expect(page!.weight.level).toBeGreaterThan(heading!.weight.level);
    expect(heading!.weight.level).toBeGreaterThan(text!.weight.level);
  });

  it('skips listing pages and pages without a title', () => {
    expect(extractRecords('<meta name="docusaurus_tag" content="blog_posts_list"><h1>Blog</h1>', '/blog')).toEqual([]);
    expect(extractRecords('<p>no title</p>', '/x')).toEqual([]);
  });

  it('labels blog posts and plain pages', () => {
    const post = extractRecords(
      '<main><article><header><h1>Hello</h1></header><div id="__blog-post-container"><p>Text</p></div></article></main>',
      '/blog/hello',
    );
    expect(post[0]!.hierarchy.lvl0).toBe('Blog');
    expect(post[0]!.docusaurus_tag).toBe('default');
    const page = extractRecords('<main><h1>Media</h1><p>Logos</p></main>', '/media');
    expect(page.map((r) => r.content)).toEqual([null, 'Logos']);
    expect(page[0]!.hierarchy.lvl0).toBe('tRPC');
  });

  it("files the API reference's pages under the current docs version they document", () => {
    const html =
      '<meta name="docsearch:docusaurus_tag" content="docs-api-current"><main><h1>Variable: initTRPC</h1><p>Builder</p></main>';
    expect(extractRecords(html, '/docs/typedoc/server/variables/initTRPC').map((r) => r.docusaurus_tag)).toEqual([
      'docs-default-current',
      'docs-default-current',
    ]);
  });
});

describe('records of an API reference page', () => {
  const api = extractRecords(
    fs.readFileSync(path.join(__dirname, '__fixtures__/api.html'), 'utf8'),
    '/docs/typedoc/server/type-aliases/inferRouterOutputs',
  );

  it('hold clean text: no Markdown escapes, no "Defined in" source lines, no guide link', () => {
    expect(api.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', null, null, 'inferRouterOutputs = GetInferenceHelpers'],
      ['content', null, null, 'The output types of every procedure of a router_, by path.'],
      ['lvl2', 'Type Parameters', null, null],
      ['lvl3', 'Type Parameters', 'TRouter<T>', null],
      ['content', 'Type Parameters', 'TRouter<T>', 'TRouter extends { }'],
    ]);
    expect(api[0]!.hierarchy.lvl1).toBe('Type Alias: inferRouterOutputs<TRouter>');
  });

  it('leaves a description of only a source line out', () => {
    const html =
      '<meta name="docsearch:docusaurus_tag" content="docs-api-current"><meta name="description" content="Defined in27"><main><h1>Class: TRPCError</h1><p>Defined in: server/src/error/TRPCError.ts:27</p><p>An error.</p></main>';
    expect(extractRecords(html, '/docs/typedoc/server/classes/TRPCError').map((r) => r.content)).toEqual([
      null,
      'An error.',
    ]);
  });

  it('keeps the backslashes of a guide as written', () => {
    const html =
      '<meta name="docsearch:docusaurus_tag" content="docs-default-current"><main><h1>Paths</h1><p>Match \\d+ in C:\\ paths</p></main>';
    expect(extractRecords(html, '/docs/paths')[1]!.content).toBe('Match \\d+ in C:\\ paths');
  });
});

describe('unescapeMarkdown', () => {
  it('drops the backslash of an escaped character, and a backslash left before a space or at the end', () => {
    expect(unescapeMarkdown('createTRPCProxyClient\\(opts): CreateTRPCProxyClient\\')).toBe(
      'createTRPCProxyClient(opts): CreateTRPCProxyClient',
    );
    expect(unescapeMarkdown('const experimental\\_formDataLink: \\(opts) =\\> TRPCLink\\<T\\>')).toBe(
      'const experimental_formDataLink: (opts) => TRPCLink<T>',
    );
    expect(unescapeMarkdown('a \\\\ b')).toBe('a \\ b');
  });
});
