/** Hosted search (ALGOLIA_*): the classic theme's DocSearch, no offline index, Algolia in the CSP. */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {hostConfig, cspOf} from './hostConfig';
import {DEPLOY_MODES, ROOT, filesContaining, modeDir, readPage} from './modes';

const dir = modeDir('hosted');
const {ALGOLIA_APP_ID: appId} = DEPLOY_MODES.hosted;
const PAGES = ['/', '/docs/server/routers', '/docs/v9/router', '/blog/announcing-trpc-10', '/search'];

describe('hosted search build', () => {
  it.each(PAGES)('%s renders the DocSearch button and connects early to the application', (route) => {
    const $ = load(readPage(dir, route));
    expect($('.navbar button.DocSearch-Button').length, route).toBe(1);
    expect($(`link[rel="preconnect"][href="https://${appId}-dsn.algolia.net"]`).length, route).toBe(1);
  });

  it('writes no offline index, and no page or search code asks for one', () => {
    expect(fs.existsSync(path.join(dir, 'search-index'))).toBe(false);
    // Offline reading's "save" (TRPC_SAVE) names the version's index among the files to keep;
    // the worker skips what answers 404, so in this mode that costs one request to the site.
    const asking = filesContaining(dir, 'search-index/', /\.(html|js)$/).filter(
      (file) => !fs.readFileSync(path.join(dir, file), 'utf8').includes('TRPC_SAVE'),
    );
    expect(asking).toEqual([]);
  });

  it('has a CSP that names the Algolia hosts', () => {
    const csp = cspOf(dir);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.algolia\.net/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.algolianet\.com/);
  });

  it('does not fit the committed vercel.json (made for offline search), and host-config --check says so', () => {
    const folder = path.relative(ROOT, dir);
    const run = hostConfig(['--check', '--dir', folder]);
    expect(run.status).toBe(1);
    expect(run.output).toContain(`does not match ${folder}/ (features: `);
    expect(run.output).toMatch(/\(features: [^)]*search/);
  });
});
