/**
 * The byte budgets of the performance issue, over the build: the JavaScript
 * and CSS each page type loads before it is interactive, gzipped. The files are
 * found without a browser (scripts/bench/routeChunks.ts); `npm run bench`
 * measures the same in Chromium, with timings and Lighthouse, outside the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import budgets from '../../bench/budgets.json';
import {htmlAssets, parseRoutes, routeChunkFiles, type ClientManifest} from '../../scripts/bench/routeChunks';
import {PAGES, type PageType} from '../../scripts/bench/pages';
import {BUILD_DIR, readRoute} from './html';
import {GENERATED as ROUTE_TABLE, LEAN_DIR} from '../../src/plugins/lean-route-table';
import {evaluateRoutes, registryNames} from '../../src/plugins/lean-route-table/routeTable';

const GENERATED = path.resolve(__dirname, '../../.docusaurus');
const readGenerated = (file: string) => fs.readFileSync(path.join(GENERATED, file), 'utf8');
const routes = parseRoutes(readGenerated('routes.js'));
// The browser's chunks carry the short names of the route table's browser copy (src/plugins/lean-route-table).
const chunkNames = JSON.parse(readGenerated(path.join(LEAN_DIR, ROUTE_TABLE.chunkNames))) as Record<string, unknown>;
const manifest = JSON.parse(readGenerated('client-manifest.json')) as ClientManifest;

function filesAtLoad(route: string) {
  const fromHtml = htmlAssets(readRoute(route));
  const fromRoutes = routeChunkFiles(route, routes, chunkNames, manifest);
  const files = {
    js: [...new Set([...fromHtml.js, ...fromRoutes.js])],
    css: [...new Set([...fromHtml.css, ...fromRoutes.css])],
  };
  const missing = [...files.js, ...files.css].filter((file) => !fs.existsSync(path.join(BUILD_DIR, file)));
  if (missing.length > 0) {
    throw new Error(`build/ and .docusaurus/ come from different builds (no ${missing[0]}): build again`);
  }
  return files;
}

const gzipKB = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, file))).length, 0) / 1024;

const types = Object.keys(PAGES) as PageType[];

describe('bytes at load (gzip) within the budgets of bench/budgets.json', () => {
  it.each(types)('%s: JavaScript', (type) => {
    const {js} = filesAtLoad(PAGES[type]);
    // The entry (runtime + main) and the route's own chunks: a page loads at least three files.
    expect(js.length).toBeGreaterThanOrEqual(3);
    const kb = gzipKB(js);
    expect(kb, `${PAGES[type]} loads ${kb.toFixed(1)} KB of JS: ${js.join(', ')}`).toBeLessThanOrEqual(
      budgets.bytes.jsKB[type],
    );
  });

  it.each(types)('%s: CSS', (type) => {
    const {css} = filesAtLoad(PAGES[type]);
    expect(css.length).toBeGreaterThanOrEqual(1);
    const kb = gzipKB(css);
    expect(kb, `${PAGES[type]} loads ${kb.toFixed(1)} KB of CSS`).toBeLessThanOrEqual(budgets.bytes.cssKB);
  });
});

describe('what stays out of the initial JavaScript', () => {
  const initial = types.flatMap((type) => filesAtLoad(PAGES[type]).js);
  const source = [...new Set(initial)].map((file) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8')).join('\n');

  // Booleans, so that a failure does not print megabytes of bundle.
  const has = (pattern: RegExp) => pattern.test(source);

  it('search: the modal and the engine load when the reader opens search', () => {
    expect(has(/DocSearch-Modal/), 'the DocSearch modal').toBe(false);
    expect(has(/MiniSearch/), 'the search engine').toBe(false);
    // The empty modal's starting points come with the modal, not in every page's global data.
    expect(has(/"startingPoints"/), 'the starting points').toBe(false);
  });

  it('the "Copy page" menu and the service worker code load when used', () => {
    expect(has(/chatgpt\.com|claude\.ai/), 'the Copy page menu').toBe(false);
    expect(has(/workbox:window:/), 'workbox-window').toBe(false);
  });

  it('code highlighting: no Prism (code is highlighted at build time)', () => {
    expect(has(/Prism\.languages|\.tokenize\(/), 'Prism').toBe(false);
  });

  it('React: the browser bundle runs on stock React DOM', () => {
    expect(has(/react\.dev\/errors/), "React DOM's production build").toBe(true);
  });

  it('analytics and the tweet widget: third-party scripts only as async tags, never bundled', () => {
    for (const type of types) {
      const thirdParty = readRoute(PAGES[type]).match(/<script\b[^>]*\bsrc=["']?https?:[^>]*>/g) ?? [];
      for (const tag of thirdParty) expect(tag, tag).toMatch(/\basync\b/);
    }
    expect(has(/twttr\.widgets\s*=/), "the tweet widget's code").toBe(false);
  });
});

describe('what no browser script holds', () => {
  it("the build's HTML parser (cheerio): search records are made at build time, the browser only reads them", () => {
    const dir = path.join(BUILD_DIR, 'assets', 'js');
    const withParser = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /_useHtmlParser2|getFragmentParser/.test(fs.readFileSync(path.join(dir, file), 'utf8')));
    expect(withParser).toEqual([]);
  });
});

describe("the bundler's runtime (src/plugins/lean-runtime)", () => {
  it('names every lazy chunk by its id, so the runtime in every page maps ids to one thing, a hash', () => {
    const files = fs.readdirSync(path.join(BUILD_DIR, 'assets', 'js')).filter((f) => f.endsWith('.js'));
    const named = files.filter((f) => !/^(\d+|main|runtime~main)\.[0-9a-f]{8}\.js$/.test(f));
    expect(named, 'chunks named by Docusaurus chunk name').toEqual([]);
    const runtime = files.find((f) => f.startsWith('runtime~main.'))!;
    const source = fs.readFileSync(path.join(BUILD_DIR, 'assets', 'js', runtime), 'utf8');
    // One id → hash entry per lazy chunk; a map of ids to names would double the 8-hex values.
    const hexValues = source.match(/:"[0-9a-f]{8}"/g) ?? [];
    expect(hexValues.length).toBeGreaterThan(0);
    expect(hexValues.length).toBeLessThanOrEqual(files.length);
  });
});

describe("the route table in every page's main bundle (src/plugins/lean-route-table)", () => {
  const js = path.join(BUILD_DIR, 'assets', 'js');
  const main = fs.readFileSync(
    path.join(
      js,
      fs.readdirSync(js).find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))!,
    ),
    'utf8',
  );
  const original = (file: string) => readGenerated(file);

  it("carries no module path and no 8-hex chunk name: the browser's copy, not Docusaurus's", () => {
    const modulePaths = original(ROUTE_TABLE.registry).match(/"@(site|generated|theme)\/[^"]+"/g) ?? [];
    expect(modulePaths.length).toBeGreaterThan(200);
    expect(modulePaths.filter((p) => main.includes(p)).length, 'module paths in the main bundle').toBe(0);
    const names = registryNames(original(ROUTE_TABLE.registry));
    expect(names.filter((name) => main.includes(`"${name}"`)).length, '8-hex chunk names in the main bundle').toBe(0);
  });

  it("names each route's path once, in its chunk names' key, which the routes read", () => {
    // Each route's key, `${path}-${hash}`, as ComponentCreator looks it up (a path can have several layers).
    const keys = new Set<string>();
    const walk = (routes: ReturnType<typeof evaluateRoutes>) =>
      routes.forEach((route) => {
        if (route.component.hash) keys.add(`${route.path}-${route.component.hash}`);
        walk(route.routes ?? []);
      });
    walk(evaluateRoutes(original(ROUTE_TABLE.routes)));
    const docKeys = [...keys].filter((key) => key.startsWith('/docs/'));
    expect(docKeys.length).toBeGreaterThan(150);
    expect(
      docKeys.filter((key) => main.split(`"${key}"`).length !== 2),
      'keys not held exactly once',
    ).toEqual([]);
    expect(/path:"\/docs\/[^"]*",component:/.test(main), 'routes written as objects with their paths').toBe(false);
  });
});
