import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createSearchEngine} from '../../search/engine';
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
      ['content', 'ordering', 'Ordering', null, 'Option · Runs in order <first>'],
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

describe('records of a table', () => {
  const page = extractRecords(
    '<meta name="docsearch:docusaurus_tag" content="docs-default-current"><main><article class="theme-doc-markdown">' +
      '<h1>Set up</h1><h3 id="options">Options</h3><div class="table-scroll"><table>' +
      '<thead><tr><th>Option<th>Type<th>Default<th>What it does</tr></thead><tbody>' +
      '<tr><td><code>ssr</code><td><code>boolean</code><td><code>false</code><td>When <code>true</code>, queries run on the server.</tr>' +
      '<tr><td><code>overrides</code><td><code>{ useMutation?: { onSuccess? } }</code><td>none<td>Replaces the default behaviour of built-in hooks.</tr>' +
      '</tbody></table></div></article></main>',
    '/docs/client/nextjs/setup',
  );

  it('hold a row each, its cells in order: a cell alone is a word with nothing to say what it is for', () => {
    expect(page.filter((r) => r.type === 'content').map((r) => r.content)).toEqual([
      'ssr · boolean · false · When true, queries run on the server.',
      'overrides · { useMutation?: { onSuccess? } } · none · Replaces the default behaviour of built-in hooks.',
    ]);
  });

  it("show the row, not one word, as an option's snippet on /search", () => {
    const {hits} = createSearchEngine(page).search({query: 'overrides', attributesToSnippet: ['content:30']});
    const snippet = hits.find((h) => h.type === 'content')!._snippetResult.content!.value;
    expect(snippet).toContain('Replaces the default behaviour');
    expect(snippet.split(' ').length).toBeGreaterThan(1);
  });
});

describe('records of a category index', () => {
  const card = (href: string, icon: string, title: string, description: string) =>
    `<article class="docCardListItem col col--6"><a class="card padding--lg theme-doc-card-container" href="${href}">` +
    `<h2 class="theme-doc-card-heading" title="${title}"><span class="theme-doc-card-icon">${icon}</span>` +
    `<span class="text--truncate theme-doc-card-title">${title}</span></h2>` +
    `<p class="text--truncate theme-doc-card-description" title="${description}">${description}</p></a></article>`;
  const page = extractRecords(
    '<meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="description" content="Everything that runs on your server.">' +
      '<main><div class="generatedIndexPage"><header><h1>Backend Usage</h1><p>Everything that runs on your server.</p></header>' +
      '<article class="margin-top--lg"><section class="row">' +
      card('/docs/server/middlewares', '📄️', 'Middlewares', 'Run code around your procedures.') +
      card('/docs/server/adapters', '🗃', 'Adapters', '6 items') +
      '</section></article></div></main>',
    '/docs/server/introduction',
  );

  it("hold no card: its title and description are the linked page's own records", () => {
    const text = page.flatMap((r) => [r.content, ...Object.values(r.hierarchy)]).join(' ');
    expect(text).not.toContain('Middlewares');
    expect(text).not.toContain('Run code around your procedures.');
    expect(text).not.toContain('6 items');
    expect(page.filter((r) => r.type !== 'lvl1' && r.type !== 'content')).toEqual([]);
  });

  it('hold no card icon (📄️, 🗃) glued to a title', () => {
    expect(JSON.stringify(page)).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe('records of a 10.x page\'s "Coming from 9.x?" panel', () => {
  it("hold none of its lines: they repeat the migration guide's cheat sheet, which the panel links, and sit folded away", () => {
    const page = extractRecords(
      '<meta name="docsearch:docusaurus_tag" content="docs-default-current"><main><article class="theme-doc-markdown">' +
        '<h1>Subscriptions</h1><p>Push values to the client.</p>' +
        '<details data-migration-panel="true" data-collapsed="true"><summary>Coming from 9.x?</summary><div><p>The 9.x version of this page uses these APIs:</p>' +
        '<ul><li><code>queryClient</code> keys → <code>getQueryKey()</code> (<a href="/docs/migrate-from-v9-to-v10#react">React</a>)</li></ul></div></details>' +
        '</article></main>',
      '/docs/subscriptions',
    );
    expect(page.map((r) => r.content)).toEqual([null, 'Push values to the client.']);
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
      ['lvl2', 'Type Declaration', null, null],
      ['lvl3', 'Type Declaration', 'output<T>', null],
      ['content', 'Type Declaration', 'output<T>', 'output extends { }'],
    ]);
    expect(api[0]!.hierarchy.lvl1).toBe('Type Alias: inferRouterOutputs<TRouter>');
  });

  it('leave out typedoc\'s "Type Parameters" sections ("TRouter extends AnyRouter"), which no reader searches for', () => {
    expect(
      api.filter((r) => /Type Parameters|TRouter/.test(`${r.hierarchy.lvl2} ${r.hierarchy.lvl3} ${r.content}`)),
    ).toEqual([]);
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
