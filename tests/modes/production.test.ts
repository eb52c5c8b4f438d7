/**
 * Production's variables (handbook/deploying.md), built with the other modes (modes.ts): no
 * test routes, analytics with its id, canonical URLs on its origin, and no inline script of
 * its own. Its features are build:e2e's (analytics and tweet embeds on, offline search), whose
 * build tests check the committed vercel.json against build/ (tests/build/host-config.test.ts);
 * with no inline script that build/ lacks, the committed file fits production too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildScriptHashes} from '../../scripts/host/inlineScripts';
import {cspIn} from './hostConfig';
import {DEPLOY_MODES, ROOT, filesContaining, modeDir, readPage} from './modes';

const dir = modeDir('production');

describe("production's variables", () => {
  it('add no test-only route (/__e2e), to its files or its sitemap', () => {
    expect(fs.existsSync(path.join(dir, '__e2e'))).toBe(false);
    expect(filesContaining(dir, '/__e2e')).toEqual([]);
  });

  it('name its analytics id and its public origin', () => {
    const $ = load(readPage(dir, '/docs/server/routers'));
    expect($('meta[name="gtag-id"]').attr('content')).toBe(DEPLOY_MODES.production.GTAG_ID);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${DEPLOY_MODES.production.SITE_URL}/docs/server/routers`);
  });

  it("add no inline script that the committed vercel.json's CSP does not allow by hash", () => {
    const csp = cspIn(path.join(ROOT, 'vercel.json'));
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(buildScriptHashes(dir).filter((hash) => !scriptSrc.includes(`'${hash}'`))).toEqual([]);
  });
});
