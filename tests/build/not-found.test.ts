/**
 * The not-found page's list of pages (src/plugins/not-found): written at build
 * time from the routes, fetched by the not-found page only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {SitePage} from '../../src/plugins/not-found/suggest';
import {BUILD_DIR, loadRoute} from './html';

const pages = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'site-pages.json'), 'utf8')) as SitePage[];

describe('the pages the not-found page suggests', () => {
  it('are the routes of the build, each with its title', () => {
    const byPath = new Map(pages);
    expect(byPath.get('/docs/server/routers')).toBe('Define Routers');
    expect(byPath.has('/docs/v9/router')).toBe(true);
    expect(pages.length).toBeGreaterThan(200);
  });

  it('leave out search, tag lists and the not-found page', () => {
    expect(pages.map(([p]) => p).filter((p) => /^\/(search|404)|\/tags(\/|$)/.test(p))).toEqual([]);
  });

  it('are titled "Page not found" and have a search form to /search', () => {
    const $ = loadRoute('/404');
    expect($('title').text()).toBe('Page not found | tRPC');
    expect($('form[role="search"]').attr('action')).toBe('/search');
    expect($('form[role="search"] input[name="q"]').length).toBe(1);
    // The list is fetched, not carried by the page.
    expect($.html()).not.toContain('["/docs/server/routers","Define Routers"]');
  });
});
