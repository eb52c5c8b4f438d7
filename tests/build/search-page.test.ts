import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, loadRoute, metaContent} from './html';

describe('/search', () => {
  it('carries noindex: it echoes a query and has nothing of its own to find', () => {
    expect(metaContent(loadRoute('/search'), 'robots')).toMatch(/\bnoindex\b/);
  });

  it('is left out of the sitemap, which still lists the pages', () => {
    const locs = [...fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(locs).toContain('/docs/server/middlewares');
    expect(locs.filter((l) => /^\/search\/?$/.test(l))).toEqual([]);
  });
});
