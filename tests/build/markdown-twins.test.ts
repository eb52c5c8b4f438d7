/**
 * The Markdown twins and llms.txt files of the build (src/plugins/markdown-twins):
 * every doc page and post has a faithful twin that its HTML names, and each
 * docs version has its indexes, within their byte budgets.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {builtPages, fidelityProblems} from '../../src/plugins/markdown-twins/fidelity';
import {twinPath} from '../../src/plugins/markdown-twins/twinPath';
import {contentSignal} from '../../config/agents';
import {createHost, type HostRules} from '../../scripts/serve/host';
import {BUILD_DIR, readRoute} from './html';

const pages = builtPages(BUILD_DIR);
const siteUrl = new URL(load(readRoute('/docs/server/routers'))('link[rel="canonical"]').attr('href')!).origin;
const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
const size = (file: string) => fs.statSync(path.join(BUILD_DIR, file)).size;
const isApi = (route: string) => route.startsWith('/docs/typedoc/');
const isV9 = (route: string) => route === '/docs/v9' || route.startsWith('/docs/v9/');
const isPost = (route: string) => route.startsWith('/blog/');
/** The Markdown URLs an index links to. */
const linksOf = (text: string) => [...text.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]!);
const twinUrl = (route: string) => `${siteUrl}${twinPath(route)}`;

describe('Markdown twins', () => {
  it('cover the doc pages of both versions, the API reference and the posts', () => {
    expect(pages.filter((p) => isApi(p.route)).length).toBeGreaterThan(50);
    expect(pages.filter((p) => isV9(p.route)).length).toBeGreaterThan(30);
    expect(pages.filter((p) => isPost(p.route)).length).toBeGreaterThan(3);
    expect(pages.filter((p) => !isApi(p.route) && !isV9(p.route) && !isPost(p.route)).length).toBeGreaterThan(50);
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s: twin linked from the page, faithful to it', (route, page) => {
    const file = twinPath(route);
    expect(load(page.html)('link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(file);
    expect(fs.existsSync(path.join(BUILD_DIR, file)), `no ${file}`).toBe(true);
    expect(fidelityProblems(page.html, read(file), `${siteUrl}${route}`)).toEqual([]);
  });
});

describe('llms.txt', () => {
  const current = read('llms.txt');
  const v9 = read('docs/v9/llms.txt');
  const api = read('docs/typedoc/llms.txt');
  const full = read('llms-full.txt');
  const fullV9 = read('docs/v9/llms-full.txt');

  it('stays within its byte budget: llms.txt ≤ 50 KB, each llms-full.txt ≤ 1.5 MB', () => {
    expect(size('llms.txt')).toBeLessThanOrEqual(50 * 1024);
    expect(size('docs/v9/llms.txt')).toBeLessThanOrEqual(50 * 1024);
    expect(size('llms-full.txt')).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    expect(size('docs/v9/llms-full.txt')).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });

  it('opens with a title and a one-paragraph summary', () => {
    for (const text of [current, v9, api]) expect(text).toMatch(/^# .+\n\n> [^\n]+\n\n/);
  });

  it('links every page of its version to its twin with a description, and only to twins that exist', () => {
    const cases: Array<[string, (route: string) => boolean]> = [
      [current, (r) => !isV9(r) && (!isApi(r) || /^\/docs\/typedoc\/[^/]+$/.test(r))],
      [v9, isV9],
      [api, isApi],
    ];
    for (const [text, belongs] of cases) {
      const links = linksOf(text);
      for (const page of pages.filter((p) => belongs(p.route)))
        expect(links, page.route).toContain(twinUrl(page.route));
      for (const link of links.filter((l) => l.startsWith(siteUrl))) {
        expect(fs.existsSync(path.join(BUILD_DIR, new URL(link).pathname)), link).toBe(true);
      }
    }
    expect(current).toMatch(/\]\(https:[^)]+\.md\): \S/);
  });

  it('lists pages in sidebar order, grouped by sidebar category', () => {
    const $ = load(readRoute('/docs/server/routers'));
    const sidebarOrder = $('nav.menu a.menu__link[href^="/docs"]')
      .toArray()
      .map((a) => twinUrl($(a).attr('href')!));
    const links = linksOf(current);
    const inBoth = sidebarOrder.filter((url) => links.includes(url));
    expect(inBoth.length).toBeGreaterThan(15);
    expect(inBoth.map((url) => links.indexOf(url))).toEqual(
      [...inBoth.map((url) => links.indexOf(url))].sort((a, b) => a - b),
    );
    const categories = $(
      'nav.menu > ul > li.theme-doc-sidebar-item-category > div > a, nav.menu > ul > li.theme-doc-sidebar-item-category > div > span',
    )
      .toArray()
      .map((el) => $(el).text().trim())
      .filter((label) => label !== 'API Reference');
    const sections = [...current.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    expect(sections.filter((s) => categories.includes(s))).toEqual(categories);
  });

  it('llms-full.txt holds every page of its version in full, without the API reference', () => {
    for (const page of pages) {
      const twin = read(twinPath(page.route)).trimEnd();
      if (isApi(page.route)) expect(full.includes(`Source: ${twinUrl(page.route)}`), page.route).toBe(false);
      else if (isV9(page.route)) expect(fullV9.includes(twin), page.route).toBe(true);
      else expect(full.includes(twin), page.route).toBe(true);
    }
  });
});

describe('for agents', () => {
  const sectionFiles = (dir: string) =>
    fs
      .readdirSync(path.join(BUILD_DIR, dir))
      .filter((f) => /^llms-.+\.txt$/.test(f) && f !== 'llms-full.txt')
      .map((f) => path.posix.join(dir, f));
  const versions = [
    {dir: '', llms: '/llms.txt', belongs: (r: string) => !isV9(r) && !isApi(r)},
    {dir: 'docs/v9', llms: '/docs/v9/llms.txt', belongs: isV9},
  ];

  it('each sidebar section of each version is in files of at most 50 KB, listed in its llms.txt, together every page', () => {
    for (const {dir, llms, belongs} of versions) {
      const files = sectionFiles(dir);
      expect(files.length, dir).toBeGreaterThan(4);
      const index = read(llms);
      const inSections = new Set<string>();
      for (const file of files) {
        expect(size(file), file).toBeLessThanOrEqual(50 * 1024);
        expect(index, file).toContain(`](${siteUrl}/${file})`);
        for (const m of read(file).matchAll(/^Source: (\S+)$/gm)) inSections.add(m[1]!);
      }
      for (const page of pages.filter((p) => belongs(p.route) && !isPost(p.route)))
        expect(inSections.has(twinUrl(page.route)), page.route).toBe(true);
    }
  });

  it("every twin opens with one line naming its version's llms.txt", () => {
    for (const page of pages) {
      const llms = isV9(page.route) ? '/docs/v9/llms.txt' : '/llms.txt';
      const first = read(twinPath(page.route)).split('\n')[0]!;
      expect(first, page.route).toMatch(/^> .+$/);
      expect(first, page.route).toContain(` ${siteUrl}${llms}`);
    }
  });

  it.each(['/docs/server/introduction', '/docs/further'])(
    '%s, a generated category page, has a twin listing its pages, named in its head',
    (route) => {
      const $ = load(readRoute(route));
      expect($('link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(twinPath(route));
      const twin = read(twinPath(route));
      expect(twin).toContain(`# ${$('h1').first().text().trim()}\n`);
      const cards = $('article a.card')
        .toArray()
        .map((a) => $(a).attr('href')!);
      expect(cards.length).toBeGreaterThan(3);
      for (const href of cards) expect(twin, href).toContain(`](${twinUrl(href)})`);
    },
  );

  it('robots.txt states the content signals of config/agents.ts and names every llms file', () => {
    const robots = read('robots.txt');
    const signal = Object.entries(contentSignal)
      .map(([name, on]) => `${name}=${on ? 'yes' : 'no'}`)
      .join(', ');
    expect(robots).toMatch(new RegExp(`^User-agent: \\*\\nContent-Signal: ${signal}\\n`, 'm'));
    for (const file of ['llms.txt', 'llms-full.txt', 'docs/v9/llms.txt', 'docs/typedoc/llms.txt', ...sectionFiles('')])
      expect(robots, file).toContain(`${siteUrl}/${file}\n`);
  });

  const host = () => {
    const rules = JSON.parse(fs.readFileSync(path.join(__dirname, '../../vercel.json'), 'utf8')) as HostRules;
    const exists = (rel: string) =>
      fs.existsSync(path.join(BUILD_DIR, rel)) && fs.statSync(path.join(BUILD_DIR, rel)).isFile();
    return createHost(rules, '/', exists);
  };
  const twinnedRoutes = [...pages.map((p) => p.route), '/docs/server/introduction', '/docs/further', '/'];

  it('the host sends each page, the home page too, with a Link header naming the twin its HTML names, and Vary: Accept', () => {
    const answer = host();
    for (const route of twinnedRoutes) {
      const headers = answer(new URL(route, 'http://127.0.0.1')).headers;
      const href = load(readRoute(route))('link[rel="alternate"][type="text/markdown"]').attr('href');
      expect(href, route).toBe(twinPath(route));
      expect(headers.Link, route).toBe(`<${href}>; rel="alternate"; type="text/markdown"`);
      expect(headers.Vary, route).toBe('Accept');
    }
  });

  it("the host sends each twin with a Link header naming its page's canonical URL, not itself", () => {
    const answer = host();
    for (const route of twinnedRoutes) {
      const canonical = load(readRoute(route))('link[rel="canonical"]').attr('href');
      expect(canonical, route).toMatch(/^https?:\/\//);
      const twin = answer(new URL(twinPath(route), 'http://127.0.0.1'));
      expect(twin.headers.Link, route).toBe(`<${canonical}>; rel="canonical"`);
      expect(twin.headers['Content-Type'], route).toBe('text/markdown; charset=utf-8');
    }
  });
});

describe('what an agent reads first', () => {
  const manifest = JSON.parse(read('llms.json')) as {versions: Array<{name: string; llms: string}>};
  /** An index up to its first section: what an agent reads before the lists of pages. */
  const headOf = (text: string) => text.split(/\n## /)[0]!;
  const llmsOf = (route: string) => (isV9(route) ? '/docs/v9/llms.txt' : '/llms.txt');

  it("each version's llms.txt links every other version's, before its lists of pages", () => {
    expect(manifest.versions.map((v) => v.llms)).toEqual(expect.arrayContaining(['/llms.txt', '/docs/v9/llms.txt']));
    for (const version of manifest.versions) {
      const head = headOf(read(version.llms));
      for (const other of manifest.versions.filter((v) => v !== version))
        expect(head, `${version.llms} → ${other.llms}`).toContain(`](${siteUrl}${other.llms})`);
    }
  });

  it('llms.txt gives each file its size in KB and in tokens (bytes / 4), and says whether llms-full.txt fits a 200k-token context', () => {
    for (const version of manifest.versions) {
      const text = read(version.llms);
      expect(text, version.llms).toContain('bytes / 4');
      const lines = [...text.matchAll(/\]\((https?:[^)\s]+\/llms-[^)\s]+\.txt)\)(.*)$/gm)];
      expect(lines.filter(([, url]) => url!.endsWith('/llms-full.txt')).length, version.llms).toBe(1);
      expect(lines.length, version.llms).toBeGreaterThan(5);
      for (const [, url, rest] of lines) {
        const bytes = size(new URL(url!).pathname.slice(1));
        const stated = /(\d+) KB, about (\d+(?:\.\d)?)(k?) tokens/.exec(rest!);
        expect(stated, `${url}${rest}`).not.toBeNull();
        expect(Number(stated![1]), url).toBe(Math.max(1, Math.round(bytes / 1024)));
        const tokens = Number(stated![2]) * (stated![3] ? 1000 : 1);
        expect(Math.abs(tokens - bytes / 4) / (bytes / 4), url).toBeLessThan(0.05);
        if (url!.endsWith('/llms-full.txt'))
          expect(rest, url).toContain(
            bytes / 4 > 200_000 ? 'more than a 200k-token context window' : 'fits a 200k-token context window',
          );
      }
    }
  });

  it("the home page has a twin, named in its head, that links every version's llms.txt", () => {
    const $ = load(readRoute('/'));
    expect($('link[rel="alternate"][type="text/markdown"]').attr('href')).toBe('/index.md');
    const twin = read('index.md');
    expect(twin).toMatch(/^# tRPC\n\n> \S/);
    for (const version of manifest.versions) expect(twin, version.llms).toContain(`](${siteUrl}${version.llms})`);
  });

  it("every doc page and post names its twin and its version's llms.txt in its text, inside the article and outside its footer", () => {
    const problems: string[] = [];
    for (const {route, html} of pages) {
      const $ = load(html);
      const pointer = $('article [data-twin-pointer]');
      const twin = twinPath(route);
      const llms = llmsOf(route);
      if (pointer.length !== 1) problems.push(`${route}: ${pointer.length} pointers`);
      else if (pointer.closest('footer, nav, aside, header').length > 0)
        problems.push(`${route}: in a footer, nav or aside`);
      // The paths are the links' text too: a converter that keeps only text still says where the Markdown is.
      else if (
        pointer.text().replace(/\s+/g, ' ').trim() !== `This page as Markdown: ${twin}. All pages for LLMs: ${llms}`
      )
        problems.push(`${route}: "${pointer.text()}"`);
      else if (pointer.find(`a[href="${twin}"]`).text() !== twin || pointer.find(`a[href="${llms}"]`).text() !== llms)
        problems.push(`${route}: links`);
    }
    expect(problems).toEqual([]);
  });
});
