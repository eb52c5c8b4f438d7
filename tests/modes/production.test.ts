/**
 * The production build (handbook/deploying.md): no test routes, analytics with its
 * id, canonical URLs on trpc.io, and the committed vercel.json fits it: the
 * committed file is build:e2e's, and production has the same features
 * (analytics and tweet embeds on, offline search), so the check is exact.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {hostConfig} from './hostConfig';
import {DEPLOY_MODES, filesContaining, modeDir, readPage} from './modes';

const dir = modeDir('production');

describe('production build', () => {
  it('has no test-only routes (/__e2e), in its files, its sitemap or its search index', () => {
    expect(fs.existsSync(path.join(dir, '__e2e'))).toBe(false);
    expect(filesContaining(dir, '/__e2e')).toEqual([]);
  });

  it('names its analytics id and its public origin', () => {
    const $ = load(readPage(dir, '/docs/server/routers'));
    expect($('meta[name="gtag-id"]').attr('content')).toBe(DEPLOY_MODES.production.GTAG_ID);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${DEPLOY_MODES.production.SITE_URL}/docs/server/routers`);
  });

  it('fits the committed vercel.json: npm run host-config -- --check', () => {
    const run = hostConfig(['--check', '--dir', 'build-production']);
    expect(run.output).toContain('vercel.json matches build-production/ (features: analytics, tweets)');
    expect(run.status).toBe(0);
  });
});
