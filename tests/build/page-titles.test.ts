import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {VERSION_TWINS} from '../../config/redirects';
import {isRedirectPage} from '../../scripts/host/inlineScripts';
import {htmlFileOf, loadRoute, readRoute} from './html';

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
});
