import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {NO_EQUIVALENT, PUBLIC_SITE_REDIRECTS, redirects} from '../../config/redirects';
import {htmlFiles} from '../../src/built-site/files';
import {readBuildManifest} from '../../src/plugins/privacy-page/manifest';
import type {Features} from '../../config/host';
import {inlineScriptHashes, isRedirectPage} from '../../scripts/host/inlineScripts';
import {hostConfigOf} from '../../scripts/host/configOf';
import {createHost, type HostRules} from '../../scripts/serve/host';
import {BUILD_DIR, htmlFileOf, readRoute} from './html';

const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '../../vercel.json'), 'utf8'));
const csp = committed.headers[0].headers.find((h: {key: string}) => h.key === 'Content-Security-Policy')
  .value as string;
const {features} = readBuildManifest<Features>(path.join(__dirname, '../..'));
const exists = (rel: string) =>
  fs.existsSync(path.join(BUILD_DIR, rel)) && fs.statSync(path.join(BUILD_DIR, rel)).isFile();
const host = createHost(committed as HostRules, '/', exists);
const answer = (url: string) => host(new URL(url, 'http://127.0.0.1'));
const pages = htmlFiles(BUILD_DIR)
  .map((file) => ({file, html: fs.readFileSync(file, 'utf8')}))
  .filter((p) => !isRedirectPage(p.html));

// Each of these reads every page of the build.
describe('host configuration (vercel.json)', {timeout: 120_000}, () => {
  it('matches the redirects and the build (else run `npm run host-config`)', () => {
    expect(committed).toEqual(hostConfigOf(BUILD_DIR, {}).config);
  });

  it('its CSP allows every inline script of every page by hash, and no inline script wholesale', () => {
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    for (const {file, html} of pages) {
      for (const hash of inlineScriptHashes(html))
        expect(scriptSrc, path.relative(BUILD_DIR, file)).toContain(`'${hash}'`);
    }
  });

  it("has no 'unsafe-eval', and no bundle probes for eval, which the CSP would block and report (src/plugins/docsearch-no-eval)", () => {
    expect(csp).not.toContain("'unsafe-eval'");
    const js = path.join(BUILD_DIR, 'assets/js');
    const probing = fs
      .readdirSync(js)
      .filter(
        (file) => file.endsWith('.js') && /\bnew Function\(""\)/.test(fs.readFileSync(path.join(js, file), 'utf8')),
      );
    expect(probing).toEqual([]);
  });

  it('no inline script depends on the environment: none holds the analytics id, which is read from a meta tag', () => {
    const id = load(readRoute('/'))('meta[name="gtag-id"]').attr('content');
    // The e2e build sets GTAG_ID (package.json, build:e2e): this build must carry it.
    expect(id).toMatch(/^G-/);
    for (const {file, html} of pages) {
      const $ = load(html);
      const inline = $('script:not([src])')
        .map((_, el) => $(el).text())
        .get()
        .join('\n');
      expect(inline, path.relative(BUILD_DIR, file)).not.toContain(id);
      expect(inline, path.relative(BUILD_DIR, file)).not.toMatch(/googletagmanager|gtag\(/);
    }
  });

  it('its CSP names the hosts of the features this build has, and no other', () => {
    expect(features).toEqual({analytics: true, search: false, tweets: true});
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain('https://platform.twitter.com');
    expect(csp).not.toMatch(/algolia|twimg|syndication/);
  });

  it('sends the security headers and caches hashed assets for a year', () => {
    const keys = committed.headers[0].headers.map((h: {key: string}) => h.key);
    expect(keys).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(committed.headers[1]).toEqual({
      source: '/assets/(.*)',
      headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}],
    });
  });
});

describe('legacy URLs', () => {
  it.each(redirects.map((r) => [r.from, r.to]))(
    '%s → %s: the target exists and the old path redirects to it',
    (from, to) => {
      expect(fs.existsSync(htmlFileOf(to)), `no page ${to}`).toBe(true);
      const page = readRoute(from);
      expect(isRedirectPage(page)).toBe(true);
      expect(page).toContain(`url=${to}"`);
    },
  );

  it('include the examples of the issue', () => {
    const map = Object.fromEntries(redirects.map((r) => [r.from, r.to]));
    expect(map).toMatchObject({
      '/docs/router': '/docs/server/routers',
      '/docs/reactjs/useQuery': '/docs/client/react/useQuery',
      '/docs/links/httpBatchLink': '/docs/client/links/httpBatchLink',
    });
    expect(answer('/docs/v10/server/routers')).toMatchObject({status: 308, location: '/docs/server/routers'});
  });

  // Pattern sources are walked with an example path each; the rest as they are.
  const EXAMPLES: Record<string, string> = {
    '/docs/v10/:path*': '/docs/v10/client/react/useQuery',
    '/docs/reactjs/:path': '/docs/reactjs/useMutation',
  };
  it.each(PUBLIC_SITE_REDIRECTS.filter(([source]) => !(source in NO_EQUIVALENT)).map(([source]) => [source]))(
    'the public site’s %s lands on a page here, as a host and as a client redirect, query and hash kept',
    (source) => {
      const from = EXAMPLES[source] ?? source;
      const first = answer(`${from}?q=1`);
      if (first.status === 200) {
        // Already a page of this site under that path.
        expect(isRedirectPage(fs.readFileSync(path.join(BUILD_DIR, first.file!), 'utf8')), from).toBe(false);
        return;
      }
      expect(first.status, from).toBe(308);
      const location = 'location' in first ? first.location : '';
      expect(location, from).toMatch(/\?q=1$/);
      const landed = answer(location);
      expect(landed.status, `${from} → ${location}`).toBe(200);
      // The client redirect: a page at the old path that sends the reader to the same place.
      const target = location.replace(/\?q=1$/, '');
      const redirectPage = readRoute(from);
      expect(isRedirectPage(redirectPage), from).toBe(true);
      expect(redirectPage).toContain(`url=${target}"`);
      expect(redirectPage).toContain('window.location.search + window.location.hash');
    },
  );

  it.each(Object.entries(NO_EQUIVALENT))('%s has no page here: %s', (source) => {
    expect(PUBLIC_SITE_REDIRECTS.some(([s]) => s === source)).toBe(true);
  });
});
