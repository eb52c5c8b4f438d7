import {describe, expect, it} from 'vitest';
import {hostRedirects, NO_EQUIVALENT, PUBLIC_SITE_REDIRECTS, redirects, v10PrefixRedirects, V9_TWIN_OF, VERSION_TWINS} from './redirects';

describe('redirects', () => {
  it('name each old path once', () => {
    const froms = redirects.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
  });

  it('cover every redirect of the public site, or say why not', () => {
    const covered = new Set(hostRedirects.map((r) => r.source));
    const missing = PUBLIC_SITE_REDIRECTS.filter(([source]) => !covered.has(source) && !(source in NO_EQUIVALENT));
    // What is left must be a page of this site (checked against the build in tests/build/host-config.test.ts).
    expect(missing.map(([source]) => source).sort()).toEqual(['/docs/client', '/docs/client/react/useContext', '/docs/migrate-from-v9-to-v10', '/docs/subscriptions']);
  });

  it('keep off-site destinations temporary and site ones permanent', () => {
    for (const rule of hostRedirects) expect(rule.permanent, rule.source).toBe(!/^https?:/.test(rule.destination));
  });
});

describe('v10PrefixRedirects', () => {
  it('gives every 10.x doc its /docs/v10 name, and nothing else', () => {
    expect(v10PrefixRedirects('/docs')).toEqual(['/docs/v10']);
    expect(v10PrefixRedirects('/docs/server/routers')).toEqual(['/docs/v10/server/routers']);
    expect(v10PrefixRedirects('/docs/v9/router')).toBeUndefined();
    expect(v10PrefixRedirects('/docs/typedoc/server')).toBeUndefined();
    expect(v10PrefixRedirects('/blog')).toBeUndefined();
  });
});

describe('VERSION_TWINS', () => {
  it('maps 9.x pages to 10.x pages, and back', () => {
    for (const [v9, v10] of Object.entries(VERSION_TWINS)) {
      expect(v9).toMatch(/^\/docs\/v9(\/|$)/);
      expect(v10).not.toMatch(/^\/docs\/v9/);
      expect(VERSION_TWINS[V9_TWIN_OF[v10]!]).toBe(v10);
    }
  });
});
