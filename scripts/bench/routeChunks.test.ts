import {describe, expect, it} from 'vitest';
import {
  flatChunkNames,
  htmlAssets,
  matchRoutes,
  parseRoutes,
  routeChunkFiles,
  type ClientManifest,
} from './routeChunks';

const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {path: '/blog', component: ComponentCreator('/blog', 'b01'), exact: true},
  {
    path: '/docs/v9',
    component: ComponentCreator('/docs/v9', 'v90'),
    routes: [{path: '/docs/v9/router', component: ComponentCreator('/docs/v9/router', 'r9'), exact: true}],
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd00'),
    routes: [
      {path: '/docs', component: ComponentCreator('/docs', 'idx'), exact: true},
      {path: '/docs/server/routers', component: ComponentCreator('/docs/server/routers', 'r10'), exact: true},
    ],
  },
  {path: '*', component: ComponentCreator('*')},
];`;

describe('files a page loads, from the build alone', () => {
  const routes = parseRoutes(ROUTES_JS);

  it('matches routes as react-router-config does: the first match of each level', () => {
    expect(matchRoutes(routes, '/docs/server/routers').map((r) => r.component)).toEqual([
      '/docs-d00',
      '/docs/server/routers-r10',
    ]);
    expect(matchRoutes(routes, '/docs/v9/router').map((r) => r.component)).toEqual([
      '/docs/v9-v90',
      '/docs/v9/router-r9',
    ]);
    expect(matchRoutes(routes, '/docs/').map((r) => r.component)).toEqual(['/docs-d00', '/docs-idx']);
    expect(matchRoutes(routes, '/nowhere').map((r) => r.path)).toEqual(['*']);
  });

  it("collects the chunk files of every matched route, and each chunk's dependencies", () => {
    const chunkNames = {
      '/docs-d00': {__comp: 'root'},
      '/docs/server/routers-r10': {__comp: 'item', content: 'mdx', __props: {sidebar: 'side'}},
    };
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: {root: ['1'], item: ['2', '9'], mdx: ['3'], side: ['4']},
      assets: {
        '1': {js: [{file: 'a/1.js'}]},
        '2': {js: [{file: 'a/2.js'}]},
        '9': {js: [{file: 'a/9.js'}], css: [{file: 'a/9.css'}]},
        '3': {js: [{file: 'a/3.js'}]},
        '4': {js: [{file: 'a/4.js'}]},
      },
    };
    expect(flatChunkNames(chunkNames['/docs/server/routers-r10'])).toEqual(['item', 'mdx', 'side']);
    expect(routeChunkFiles('/docs/server/routers', routes, chunkNames, manifest)).toEqual({
      js: ['a/1.js', 'a/2.js', 'a/9.js', 'a/3.js', 'a/4.js'],
      css: ['a/9.css'],
    });
  });

  it('reads local scripts and stylesheets from the HTML, not third-party or inline ones', () => {
    const html = `<link rel=stylesheet href=/assets/css/styles.1.css /><link rel=preload as=image href=/img/logo.svg />
      <script>inline()</script><script async src="https://www.googletagmanager.com/gtag/js"></script>
      <script src=/assets/js/runtime~main.2.js defer></script><script src="/assets/js/main.3.js" defer></script>`;
    expect(htmlAssets(html)).toEqual({
      js: ['assets/js/runtime~main.2.js', 'assets/js/main.3.js'],
      css: ['assets/css/styles.1.css'],
    });
  });

  it('counts scripts preloaded for the boot script as scripts the page loads', () => {
    const html = `<link rel=preload as=script fetchpriority=low href="/assets/js/main.3.js" data-boot><link rel=preload as=image href=/img/logo.svg />`;
    expect(htmlAssets(html)).toEqual({js: ['assets/js/main.3.js'], css: []});
  });
});
