/**
 * One form of every URL: each URL of the sitemap, each canonical and hreflang
 * link and each internal link of every page answers 200, without a redirect,
 * from the host as vercel.json configures it (scripts/serve/host.ts, the
 * server the end-to-end tests use).
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {htmlFiles} from '../../src/built-site/files';
import {isRedirectPage} from '../../scripts/host/inlineScripts';
import {createHost, type HostRules} from '../../scripts/serve/host';
import {BUILD_DIR, loadRoute} from './html';

const rules = JSON.parse(fs.readFileSync(path.join(__dirname, '../../vercel.json'), 'utf8')) as HostRules;
const exists = (rel: string) =>
  fs.existsSync(path.join(BUILD_DIR, rel)) && fs.statSync(path.join(BUILD_DIR, rel)).isFile();
const host = createHost(rules, '/', exists);
const origin = new URL(loadRoute('/')('link[rel="canonical"]').attr('href')!).origin;

/** The path of a URL of this site, or null for another site's. */
function sitePath(href: string, page = '/'): string | null {
  if (/^(mailto|tel|data|javascript):/.test(href)) return null;
  const url = new URL(href, `${origin}${page}`);
  return url.origin === origin ? url.pathname + url.search : null;
}

const pages = htmlFiles(BUILD_DIR)
  .map((file) => ({rel: path.relative(BUILD_DIR, file), html: fs.readFileSync(file, 'utf8')}))
  .filter((p) => !isRedirectPage(p.html));
/** The not-found page is served at every unknown path, never at its own: its canonical names no page. */
const NOT_FOUND = '404.html';

function statusOf(sitePathname: string): string {
  const answer = host(new URL(sitePathname, 'http://127.0.0.1'));
  return 'location' in answer ? `${answer.status} → ${answer.location}` : String(answer.status);
}

// Each of these reads every page of the build.
describe('one form of every URL', {timeout: 120_000}, () => {
  it('every sitemap URL answers 200', () => {
    const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(200);
    const wrong = urls.filter((u) => statusOf(sitePath(u)!) !== '200');
    expect(wrong).toEqual([]);
  });

  it('every canonical and hreflang link answers 200, and names the page it is on', () => {
    const wrong: string[] = [];
    for (const {rel, html} of pages.filter((p) => p.rel !== NOT_FOUND)) {
      const $ = load(html);
      const links = $('link[rel="canonical"], link[rel="alternate"][hreflang]')
        .map((_, el) => $(el).attr('href')!)
        .get();
      for (const href of links) {
        const status = statusOf(sitePath(href)!);
        if (status !== '200') wrong.push(`${rel}: ${href} (${status})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every internal link of every page answers 200', () => {
    const checked = new Map<string, string>();
    const wrong: string[] = [];
    for (const {rel, html} of pages) {
      const $ = load(html);
      const page = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      for (const href of $('a[href]')
        .map((_, el) => $(el).attr('href')!)
        .get()) {
        const target = sitePath(href.split('#')[0] || page, page);
        if (target === null) continue;
        if (!checked.has(target)) checked.set(target, statusOf(target));
        if (checked.get(target) !== '200') wrong.push(`${rel}: ${href} (${checked.get(target)})`);
      }
    }
    expect(checked.size).toBeGreaterThan(200);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('the feeds link to posts without a redirect', () => {
    for (const feed of ['blog/rss.xml', 'blog/atom.xml']) {
      const xml = fs.readFileSync(path.join(BUILD_DIR, feed), 'utf8');
      const links = [...xml.matchAll(/<link>([^<]+)<\/link>|<link href="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
      const posts = links.map((l) => sitePath(l)).filter((p): p is string => p !== null && p.startsWith('/blog/'));
      expect(posts.length, feed).toBeGreaterThan(0);
      expect(
        posts.filter((p) => statusOf(p) !== '200'),
        feed,
      ).toEqual([]);
    }
  });
});
