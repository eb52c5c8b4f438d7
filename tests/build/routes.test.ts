import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import routes from '../routes.json';
import {htmlFileOf, loadRoute, metaContent, readRoute} from './html';

const ALL = [...routes.pages, ...routes.blog, ...routes.docs_10x, ...routes.docs_9x];

describe('every route of routes.json is in the build', () => {
  it.each(ALL)('%s', (route) => {
    expect(fs.existsSync(htmlFileOf(route)), `no HTML for ${route}`).toBe(true);
    const $ = loadRoute(route);
    expect($('h1')).toHaveLength(1);
    const title = $('title').text();
    if (route === '/') expect(title).toMatch(/^tRPC/);
    else expect(title).toMatch(/\S \| tRPC$/);
    expect(metaContent($, 'description')?.length ?? 0).toBeGreaterThan(20);
  });
});

describe('version banners', () => {
  it.each(routes.docs_9x)('%s is labelled unmaintained with a link to the latest version', (route) => {
    const html = readRoute(route);
    expect(html).toMatch(/theme-doc-version-banner[\s\S]*?no longer actively maintained/);
  });

  it.each(routes.docs_10x)('%s has no version banner', (route) => {
    expect(readRoute(route)).not.toContain('theme-doc-version-banner');
  });
});

describe('links are crawlable', () => {
  // An <a> with no href is no link for a crawler or a keyboard (Lighthouse's crawlable-anchors).
  it.each(ALL)('%s has no <a> without href, name or role', (route) => {
    const $ = loadRoute(route);
    const bare = $('a:not([href]):not([name]):not([id]):not([role])')
      .toArray()
      .map((a) => $.html(a).slice(0, 120));
    expect(bare).toEqual([]);
  });
});
