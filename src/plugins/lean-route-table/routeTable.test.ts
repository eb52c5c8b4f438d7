import {describe, expect, it} from 'vitest';
import {
  evaluateRoutes,
  leanChunkNames,
  leanRegistry,
  leanRoutes,
  leanRouteTable,
  letterName,
  registryNames,
  shortNames,
} from './routeTable';

/** A registry line as Docusaurus 3.10 writes it (core/lib/server/codegen/codegenRoutes.js). */
const line = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const REGISTRY = `export default {
${line('0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json')}
${line('17896441', '@theme/DocItem')}
${line('5e95c892', '@theme/DocsRoot')}
${line('a7456010', '@generated/docusaurus-plugin-content-pages/default/__plugin.json')}
${line('fd15b893', '@site/docs/rpc.mdx')}};
`;

/** routesChunkNames.json: each route's chunks under `${path}-${hash}` (the routes of ROUTES). */
const CHUNK_NAMES = JSON.stringify(
  {
    '/docs-175': {__comp: '5e95c892', __context: {plugin: 'a7456010'}},
    '/docs-eda': {__comp: '17896441', __props: '0058b4c6'},
    '/docs/rpc-fd1': {__comp: '17896441', content: 'fd15b893'},
    '/docs/other-0aa': {__comp: '17896441', items: [{content: 'fd15b893'}]},
    '/-e5f': {__comp: '17896441'},
  },
  null,
  2,
);

/** routes.js as Docusaurus writes it: nested routes, an attribute, the not-found route. */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', '175'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'eda'),
        routes: [
          {
            path: '/docs/rpc',
            component: ComponentCreator('/docs/rpc', 'fd1'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/docs/other',
            component: ComponentCreator('/docs/other', '0aa'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('short chunk names', () => {
  it('are letters, shortest first', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(letterName)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'zz', 'aaa']);
  });

  it('never repeat and never read as a numeric chunk id', () => {
    const names = Array.from({length: 5000}, (_, i) => letterName(i));
    expect(new Set(names).size).toBe(5000);
    expect(names.every((name) => /^[a-z]+$/.test(name))).toBe(true);
  });

  it('follow the registry order, and a name given twice is refused', () => {
    expect([...shortNames(registryNames(REGISTRY))]).toEqual([
      ['0058b4c6', 'a'],
      ['17896441', 'b'],
      ['5e95c892', 'c'],
      ['a7456010', 'd'],
      ['fd15b893', 'e'],
    ]);
    expect(() => shortNames(['0058b4c6', '0058b4c6'])).toThrow(/twice/);
  });
});

describe('the registry', () => {
  const names = shortNames(registryNames(REGISTRY));

  it('keeps each loader and module id, renames the chunk and drops the module path', () => {
    const lean = leanRegistry(REGISTRY, names);
    expect(lean).toContain(
      `  "e": [() => import(/* webpackChunkName: "e" */ "@site/docs/rpc.mdx"), "", require.resolveWeak("@site/docs/rpc.mdx")],`,
    );
    expect(lean.match(/webpackChunkName/g)).toHaveLength(5);
    expect(lean).not.toMatch(/"[0-9a-f]{8}"/);
    expect(lean.startsWith('export default {\n') && lean.endsWith('};\n')).toBe(true);
  });

  it('refuses a line of another shape, so a changed format fails the build', () => {
    const changed = REGISTRY.replace('require.resolveWeak', 'require.resolve');
    expect(() => leanRegistry(changed, names)).toThrow(/unknown shape/);
    expect(() => registryNames(`export const registry = {};\n`)).toThrow(/export default/);
  });
});

describe("the routes' chunk names", () => {
  const names = shortNames(registryNames(REGISTRY));

  it('renames every chunk, nested or listed, and keeps the route keys in their order', () => {
    const lean = JSON.parse(leanChunkNames(CHUNK_NAMES, names)) as Record<string, unknown>;
    expect(Object.keys(lean)).toEqual(Object.keys(JSON.parse(CHUNK_NAMES) as object));
    expect(lean['/docs-175']).toEqual({__comp: 'c', __context: {plugin: 'd'}});
    expect(lean['/docs/other-0aa']).toEqual({__comp: 'b', items: [{content: 'e'}]});
  });

  it('refuses a chunk the registry does not have', () => {
    const stray = CHUNK_NAMES.replace('fd15b893', 'deadbeef');
    expect(() => leanChunkNames(stray, names)).toThrow(/deadbeef/);
  });
});

describe('routes.js', () => {
  const chunkNames = JSON.parse(CHUNK_NAMES) as Record<string, unknown>;

  it("builds the same routes from calls that name each route's place among the chunk names", () => {
    const lean = leanRoutes(ROUTES, CHUNK_NAMES);
    expect(lean).toContain('r(2,1,0)');
    expect(lean).toContain('r(-1)');
    expect(lean).not.toContain('/docs/rpc');
    expect(evaluateRoutes(lean, chunkNames)).toEqual(evaluateRoutes(ROUTES));
  });

  it('passes the path and hash to ComponentCreator as the original does, a dash in the path included', () => {
    const dashed = ROUTES.replaceAll('/docs/other', '/docs/other-page');
    const dashedNames = CHUNK_NAMES.replace('/docs/other-0aa', '/docs/other-page-0aa');
    const [docs] = evaluateRoutes(leanRoutes(dashed, dashedNames), JSON.parse(dashedNames) as Record<string, unknown>);
    expect(docs!.component).toEqual({path: '/docs', hash: '175'});
    expect(docs!.routes![0]!.routes).toEqual([
      {path: '/docs/rpc', component: {path: '/docs/rpc', hash: 'fd1'}, exact: true, sidebar: 'docs'},
      {path: '/docs/other-page', component: {path: '/docs/other-page', hash: '0aa'}, exact: true},
    ]);
  });

  it('refuses what it does not know: a new import, exact: false, a route without chunk names', () => {
    expect(() => leanRoutes(`import X from 'x';\n${ROUTES}`, CHUNK_NAMES)).toThrow(/imports or exports/);
    expect(() => leanRoutes(ROUTES.replace('exact: true', 'exact: false'), CHUNK_NAMES)).toThrow(/exact: false/);
    expect(() => leanRoutes(ROUTES, CHUNK_NAMES.replace('/-e5f', '/-e5e'))).toThrow(/no chunk names/);
  });
});

describe('the three files together', () => {
  it('rewrites each, the routes reading the renamed chunk names', () => {
    const lean = leanRouteTable({registry: REGISTRY, chunkNames: CHUNK_NAMES, routes: ROUTES});
    expect(lean.registry).toContain('"a": [');
    const chunkNames = JSON.parse(lean.chunkNames) as Record<string, unknown>;
    expect(chunkNames).toHaveProperty(['/docs-eda', '__comp'], 'b');
    expect(evaluateRoutes(lean.routes, chunkNames)).toEqual(evaluateRoutes(ROUTES));
  });
});
