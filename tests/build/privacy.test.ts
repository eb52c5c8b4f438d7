import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {load} from 'cheerio';
import {htmlFiles, routeOfHtmlFile} from '../../src/built-site/files';
import {BUILD_DIR, loadRoute} from './html';

const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '../../vercel.json'), 'utf8'));
const csp = committed.headers[0].headers.find((h: {key: string}) => h.key === 'Content-Security-Policy')
  .value as string;

describe('/privacy', () => {
  it('lists every other host the CSP allows, so the two cannot drift', () => {
    const $ = loadRoute('/privacy');
    const listed = new Set(
      $('main code')
        .map((_, el) => $(el).text())
        .get(),
    );
    const allowed = new Set([...csp.matchAll(/https:\/\/[^\s;]+/g)].map((m) => m[0]));
    expect(allowed.size).toBeGreaterThan(0);
    expect([...allowed].filter((host) => !listed.has(host))).toEqual([]);
    expect([...listed].filter((text) => text.startsWith('https://') && !allowed.has(text))).toEqual([]);
  });

  it('gives a host every reason it is contacted for, and says what the assistant and playground links send', () => {
    const $ = loadRoute('/privacy');
    const tagHost = $('main li')
      .filter((_, li) => $(li).find('code').first().text() === 'https://www.googletagmanager.com')
      .text();
    for (const reason of ['gtag.js, the measurement script', 'the measurement configuration gtag.js fetches'])
      expect(tagHost).toContain(reason);
    const text = $('main').text();
    for (const link of ['Open in ChatGPT', 'Open in Claude', 'Open in TypeScript Playground'])
      expect(text).toContain(link);
  });

  it("says the tweet frame's loads and cookies are X's, and what X documents an embed sends it", () => {
    const $ = loadRoute('/privacy');
    const frame = $('main li')
      .filter((_, li) => $(li).text().includes('the iframe each embedded post renders in'))
      .text();
    for (const part of [
      'cookie',
      'IP address',
      '30 days',
      'developer.twitter.com/en/docs/twitter-for-websites/privacy',
    ])
      expect(frame).toContain(part);
  });

  it('is linked from the footer of every page type', () => {
    for (const route of ['/', '/docs/quickstart', '/docs/v9/router', '/blog']) {
      expect(loadRoute(route)('footer a[href="/privacy"]').text(), route).toBe('Privacy');
    }
  });

  it('names every page of the build that embeds posts', () => {
    const text = loadRoute('/privacy')('main').text();
    const embedding = htmlFiles(BUILD_DIR)
      .filter((file) => load(fs.readFileSync(file, 'utf8'))('blockquote.twitter-tweet').length > 0)
      .map((file) => routeOfHtmlFile(BUILD_DIR, file));
    expect(embedding.length).toBeGreaterThan(0);
    const named = (route: string) => (route === '/' ? /the home page/.test(text) : text.includes(route));
    expect(embedding.filter((route) => !named(route))).toEqual([]);
  });

  it('pages that embed posts ask Twitter not to track', () => {
    for (const route of ['/', '/docs/community/love']) {
      expect(loadRoute(route)('meta[name="twitter:dnt"]').attr('content'), route).toBe('on');
    }
    expect(fs.existsSync(BUILD_DIR)).toBe(true);
  });
});
