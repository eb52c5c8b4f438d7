import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  hostRedirects,
  NO_EQUIVALENT,
  PUBLIC_SITE_REDIRECTS,
  redirects,
  v10PrefixRedirects,
  V9_TWIN_OF,
  VERSION_TWINS,
} from './redirects';

describe('redirects', () => {
  it('name each old path once', () => {
    const froms = redirects.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
  });

  it('cover every redirect of the public site, or say why not', () => {
    const covered = new Set(hostRedirects.map((r) => r.source));
    const missing = PUBLIC_SITE_REDIRECTS.filter(([source]) => !covered.has(source) && !(source in NO_EQUIVALENT));
    // What is left must be a page of this site (checked against the build in tests/build/host-config.test.ts).
    expect(missing.map(([source]) => source).sort()).toEqual([
      '/docs/client',
      '/docs/client/react/useContext',
      '/docs/migrate-from-v9-to-v10',
      '/docs/subscriptions',
    ]);
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

/** The URL of a 9.x source file: its `slug` under /docs/v9, else its path (a folder's `index` is the folder). */
function v9UrlOf(file: string): string {
  const slug = /^---\n[\s\S]*?^slug: (.+)$[\s\S]*?^---$/m.exec(
    fs.readFileSync(`versioned_docs/version-9.x/${file}`, 'utf8'),
  )?.[1];
  const path = slug ?? `/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`;
  return `/docs/v9${path}`.replace(/(.)\/$/, '$1');
}

describe('the 9.x docs', () => {
  // Docusaurus links a page to the doc of the same id in the other version; a
  // 9.x file at the wrong path would silently send its banner to /docs.
  it.each(Object.entries(VERSION_TWINS))('%s sits at the doc id of its twin %s', (v9, v10) => {
    const id = v10.replace(/^\/docs\/?/, '');
    const file = [`${id}.mdx`, `${id ? `${id}/` : ''}index.mdx`].find((candidate) =>
      fs.existsSync(`docs/${candidate}`),
    );
    expect(file, `no 10.x source for ${v10}`).toBeDefined();
    expect(fs.existsSync(`versioned_docs/version-9.x/${file}`), `versioned_docs/version-9.x/${file}`).toBe(true);
    expect(v9UrlOf(file!)).toBe(v9);
  });

  it('are all in the twin table', () => {
    const files = fs
      .readdirSync('versioned_docs/version-9.x', {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'));
    expect(files.map(v9UrlOf).sort()).toEqual(Object.keys(VERSION_TWINS).sort());
  });
});
