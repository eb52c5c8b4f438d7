/**
 * /privacy is complete by construction (issue 34): every browser-storage key, Cache Storage name,
 * cookie and other host the built code can write or contact (./privacyScan.ts reads the bundles, the
 * service worker and the pages' inline scripts) is on the page, and the analytics cookies are there
 * exactly when the build has analytics. e2e/privacy.spec.ts checks the same from a reading session.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readBuildManifest} from '../../src/plugins/privacy-page/manifest';
import {listed} from '../../e2e/privacyTable';
import {loadRoute} from './html';
import {BUILD_DIR} from './html';
import {scanBuild, type Found} from './privacyScan';

const SITE_DIR = path.resolve(__dirname, '../..');
const features = readBuildManifest<{search: boolean; analytics: boolean; tweets: boolean}>(SITE_DIR).features;
const searchBar = fs.readFileSync(path.join(SITE_DIR, 'src/plugins/offline-search/theme/SearchBar/index.tsx'), 'utf8');

/** What the code can do but this build never does, each with the reason and the condition that makes it true. */
const NEVER_HERE: Array<{kind: Found['kind']; name: string; why: string; holds: boolean}> = [
  {
    kind: 'storage',
    name: '__TEST_KEY__',
    why: "DocSearch's check that storage works: written and removed at once",
    holds: true,
  },
  {
    kind: 'storage',
    name: 'askai_token',
    why: "DocSearch's Ask AI, which the site never turns on (no askAi option)",
    holds: !/\baskAi=/.test(searchBar),
  },
  {
    kind: 'host',
    name: 'https://cdn.jsdelivr.net',
    why: "Autocomplete's search-insights script, loaded only with DocSearch's insights option, which the site never sets",
    holds: !/\binsights\b/.test(searchBar),
  },
  {
    kind: 'storage',
    name: 'algolia-client-js-…',
    why: "the Algolia client's cache of its hosts, written after a request to Algolia: offline search sends none",
    holds: !features.search,
  },
];

/** Whether a name on /privacy covers what the code writes (a family `x…` covers `x…y` and `x…`). */
function covered(names: readonly string[], found: string): boolean {
  if (!found.endsWith('…')) return listed(names, found);
  const prefix = found.slice(0, -1);
  return names.some((entry) => /[…*]$/.test(entry) && prefix.startsWith(entry.slice(0, -1)));
}

describe('/privacy, against what the built code can do', () => {
  const scan = scanBuild(BUILD_DIR);
  const $ = loadRoute('/privacy');
  const names = $('main code')
    .map((_, el) => $(el).text())
    .get();

  it('can resolve every storage key, cache name and cookie the code writes', () => {
    expect(scan.unresolved.map((u) => `${u.kind} in ${u.file}: …${u.context}…`)).toEqual([]);
  });

  it('finds what it must: Docusaurus’s keys and ours, the worker’s caches, the third parties’ hosts', () => {
    const names = new Set(scan.found.map((f) => f.name));
    for (const name of ['theme', 'docusaurus.announcement.dismiss', 'trpc.offlineReading', 'trpc-offline-pages'])
      expect(names, name).toContain(name);
    expect([...names].some((n) => n.startsWith('__DOCSEARCH_RECENT_SEARCHES__'))).toBe(true);
    if (features.tweets) expect(names).toContain('https://platform.twitter.com');
    expect(names.has('https://www.googletagmanager.com')).toBe(features.analytics);
  });

  it('lists every key, cache, cookie and host the code can write or contact', () => {
    const missing = [
      ...new Set(
        scan.found
          .filter((f) => !NEVER_HERE.some((n) => n.kind === f.kind && n.name === f.name && n.holds))
          .filter((f) => !covered(names, f.name))
          .map((f) => `${f.kind} ${f.name} (${f.file})`),
      ),
    ];
    expect(missing).toEqual([]);
  });

  it('lists the analytics cookies exactly when the build has analytics', () => {
    const gaCookies = names.filter((n) => /^_ga(_|$)/.test(n));
    expect(gaCookies.length > 0).toBe(features.analytics);
    if (features.analytics) {
      expect(gaCookies).toEqual(['_ga', '_ga_*']);
      expect($('main').text()).toMatch(/_ga: [^\n]*two years/);
    }
  });
});
