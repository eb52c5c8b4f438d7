import {describe, expect, it} from 'vitest';
import {htmlIds, pageAnchors} from './anchors';
import {checkLinks, fileCandidates, pageLinks, type LinkContext} from './links';
import {compilePage} from './mdx';
import type {TreeNode} from './tree';

async function treeOf(source: string): Promise<TreeNode> {
  const {tree, error} = await compilePage('docs/server/page.mdx', source);
  if (error) throw new Error(error.message);
  return tree!;
}

/** A small site: two pages with their anchors, one old URL, one partial. */
const site = {
  routes: new Set(['/docs/server/routers', '/docs/server/page', '/docs/client/setup']),
  anchors: new Map([['/docs/server/routers', new Set(['merging-routers', 'defining-a-router'])]]),
  files: new Map<string, string | null>([
    ['docs/server/routers.mdx', '/docs/server/routers'],
    ['docs/server/page.mdx', '/docs/server/page'],
    ['docs/client/setup.mdx', '/docs/client/setup'],
    ['docs/server/_partial.mdx', null],
  ]),
  redirects: new Map([['/docs/router', '/docs/server/routers']]),
};

function context(ownAnchors: Set<string>): LinkContext {
  return {
    file: 'docs/server/page.mdx',
    route: '/docs/server/page',
    ownAnchors,
    contentDir: 'docs',
    hasRoute: (route) => site.routes.has(route),
    routeOfFile: (file) => site.files.get(file) ?? null,
    fileExists: (file) => site.files.has(file),
    anchorsOf: (route) => site.anchors.get(route) ?? null,
    currentHref: (href) => site.redirects.get(href) ?? null,
    routesFrom: 'fixture',
  };
}

async function check(body: string): Promise<{messages: string[]; unchecked: string[]}> {
  const tree = await treeOf(`# Page\n\n## Own heading\n\n${body}\n`);
  const result = checkLinks(pageLinks(tree), context(pageAnchors(tree)), site.routes);
  return {messages: result.findings.map((f) => `${f.line}: ${f.message}`), unchecked: result.anchorsUnchecked};
}

describe('checkLinks (a link to a route or anchor that does not exist)', () => {
  it('finds a link to no page and to no anchor, in Markdown and in JSX', async () => {
    const {messages} = await check(
      [
        '[gone](/docs/no-such-page) and [anchor](/docs/server/routers#no-such-anchor).',
        '',
        '<Link to="/docs/client/nope">x</Link>',
        '',
        '[own](#no-heading) and [ref][r]',
        '',
        '[r]: /blog/missing',
      ].join('\n'),
    );
    expect(messages).toEqual([
      '5: /docs/no-such-page: no page at /docs/no-such-page (route list: fixture)',
      '5: /docs/server/routers#no-such-anchor: no anchor #no-such-anchor on /docs/server/routers: link to a heading of that page',
      '7: /docs/client/nope: no page at /docs/client/nope (route list: fixture)',
      '9: #no-heading: no anchor #no-heading on this page: anchors are its headings’ ids',
      '11: /blog/missing: no page at /blog/missing (route list: fixture)',
    ]);
  });

  it('accepts pages, anchors, the page’s own headings, external and non-page links', async () => {
    const {messages} = await check(
      [
        '[a](/docs/server/routers#merging-routers) [b](/docs/client/setup/) [c](#own-heading) [d](/docs/server/page#own-heading)',
        '[e](https://example.com/docs/x) [f](mailto:a@b.c) [g](/img/logo.svg) [h](routers#defining-a-router)',
        '<a href="/docs/server/routers">i</a> `[j](/docs/nope)`',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('resolves file links as Docusaurus does, and checks their anchors', async () => {
    const {messages} = await check(
      [
        '[a](./routers.mdx#merging-routers) [b](../client/setup.mdx) [c](/server/routers.mdx) [d](./page.mdx#own-heading)',
        '[e](./missing.mdx) [f](./routers.mdx#nope) [g](./_partial.mdx)',
        '<a href="./routers.mdx">h</a>',
      ].join('\n'),
    );
    expect(messages).toEqual([
      '6: ./missing.mdx: no such page file (from docs/server/)',
      '6: ./routers.mdx#nope: no anchor #nope on /docs/server/routers: link to a heading of that page',
      '6: ./_partial.mdx: docs/server/_partial.mdx is a partial (imported, never a page): link to the page that shows it',
      '7: ./routers.mdx: JSX links are not resolved from files: write its route, to="/docs/server/routers"',
    ]);
    expect(fileCandidates('x.mdx', 'docs/server/page.mdx', 'docs')).toEqual([
      'docs/server/x.mdx',
      'docs/x.mdx',
      'x.mdx',
    ]);
  });

  it('follows the house’s rule for old URLs: rewritten in Markdown, a redirect in JSX', async () => {
    const {messages} = await check(
      '[old](/docs/router#merging-routers) [old, bad anchor](/docs/router#nope)\n\n<Link to="/docs/router">x</Link>',
    );
    expect(messages).toEqual([
      '5: /docs/router#nope: no anchor #nope on /docs/server/routers: link to a heading of that page',
      '7: /docs/router: an old URL (config/redirects.ts) that answers with a redirect; JSX links are not rewritten: link to /docs/server/routers',
    ]);
  });

  it('says which anchors it could not check', async () => {
    expect(await check('[a](/docs/client/setup#somewhere)')).toEqual({messages: [], unchecked: ['/docs/client/setup']});
  });
});

describe('anchors', () => {
  it('slugs headings as Docusaurus does: repeated ones numbered, explicit ids first, JSX ids too', async () => {
    const tree = await treeOf(
      [
        '# Page',
        '## Error handling',
        '## Error handling',
        '## `useQuery()` options',
        '## Custom \\{#my-id\\}',
        '## Comment {/* #from-comment */}',
        '<div id="jsx-id" />',
      ].join('\n\n'),
    );
    expect([...pageAnchors(tree)]).toEqual([
      'page',
      'error-handling',
      'error-handling-1',
      'usequery-options',
      'my-id',
      'from-comment',
      'jsx-id',
    ]);
  });

  it('reads a built page’s ids, quoted or not', () => {
    expect([...htmlIds('<h2 id="a">A</h2><h3 class=x id=b>B</h3><div data-id="c" id=\'d\'>')]).toEqual(['a', 'b', 'd']);
  });
});
