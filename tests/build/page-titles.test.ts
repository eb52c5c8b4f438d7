import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {VERSION_TWINS} from '../../config/redirects';
import {isRedirectPage} from '../../scripts/host/inlineScripts';
import {htmlFiles, routeOfHtmlFile} from '../../src/built-site/files';
import {BUILD_DIR, htmlFileOf, loadRoute, readRoute} from './html';

const pages = Object.entries(VERSION_TWINS).filter(([v9, v10]) =>
  [v9, v10].every((route) => fs.existsSync(htmlFileOf(route)) && !isRedirectPage(readRoute(route))),
);

/** A tab, a bookmark or a search result says which version a page is (WCAG 2.4.2). */
describe('page titles', () => {
  it('cover the version twins', () => expect(pages.length).toBeGreaterThan(10));

  it.each(pages)('%s has a title of its own, naming its version, not that of its twin %s', (v9, v10) => {
    const title9 = loadRoute(v9)('title').text();
    const title10 = loadRoute(v10)('title').text();
    expect(title9).not.toBe(title10);
    expect(title9).toContain('(9.x)');
    expect(title10).not.toContain('(10.x)');
  });

  it('are never shared by two pages of one docs version: a guide names its section, a reference page its package', () => {
    const byTitle = new Map<string, string[]>();
    for (const file of htmlFiles(BUILD_DIR)) {
      const route = routeOfHtmlFile(BUILD_DIR, file);
      if (!route.startsWith('/docs/')) continue;
      const html = fs.readFileSync(file, 'utf8');
      if (isRedirectPage(html)) continue;
      const version = route.startsWith('/docs/v9/') ? '9.x' : '10.x';
      const key = `${version} ${/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]}`;
      byTitle.set(key, [...(byTitle.get(key) ?? []), route]);
    }
    expect(byTitle.size).toBeGreaterThan(200);
    expect([...byTitle].filter(([, routes]) => routes.length > 1)).toEqual([]);
  });
});
