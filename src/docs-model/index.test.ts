import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  API_REFERENCE,
  CURRENT_VERSION,
  DOCS_VERSIONS,
  SNIPPET_SOURCES,
  docsRouteOf,
  docsVersion,
  olderVersionOfRoute,
  searchTagOf,
  versionNameOf,
} from '.';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {devDependencies: Record<string, string>};

describe('the docs model agrees with what Docusaurus and npm read', () => {
  it('names the versions of versions.json, the current one first', () => {
    expect(DOCS_VERSIONS[0]).toBe(CURRENT_VERSION);
    expect(DOCS_VERSIONS.slice(1).map((v) => v.name)).toEqual(JSON.parse(read('versions.json')));
  });

  it.each(DOCS_VERSIONS)('$label: its content folder and sidebar exist', (version) => {
    expect(fs.statSync(path.join(root, version.contentDir)).isDirectory()).toBe(true);
    expect(fs.existsSync(path.join(root, version.sidebar))).toBe(true);
  });

  it.each(DOCS_VERSIONS)('$label: package.json pins every package it documents at its version', (version) => {
    for (const [name, installed] of Object.entries(version.trpc.installedAs)) {
      const spec = pkg.devDependencies[installed];
      expect(spec, installed).toBe(installed === name ? version.trpc.version : `npm:${name}@${version.trpc.version}`);
    }
  });

  it('the API reference documents the packages of the version it belongs to', () => {
    for (const name of API_REFERENCE.packages)
      expect(Object.keys(API_REFERENCE.belongsTo.trpc.installedAs)).toContain(`@trpc/${name}`);
  });

  it('every version has its own label and path', () => {
    expect(new Set(DOCS_VERSIONS.map((v) => v.label)).size).toBe(DOCS_VERSIONS.length);
    expect(new Set(DOCS_VERSIONS.map((v) => v.path)).size).toBe(DOCS_VERSIONS.length);
  });

  it('blocks of docs, the blog and 9.x compile against their version', () => {
    expect(SNIPPET_SOURCES.map((s) => [s.dir, s.version])).toEqual([
      ['docs', '10.x'],
      ['blog', '10.x'],
      ['versioned_docs/version-9.x', '9.x'],
    ]);
  });
});

describe('pages of the API reference belong to the version it documents', () => {
  it('by version name', () => {
    expect(versionNameOf('api', 'current')).toBe('current');
    expect(versionNameOf('default', '9.x')).toBe('9.x');
    expect(docsVersion(versionNameOf('api', 'current'))?.label).toBe('10.x');
  });

  it('by search tag', () => {
    expect(searchTagOf('docs-api-current')).toBe('docs-default-current');
    expect(searchTagOf('docs-default-9.x')).toBe('docs-default-9.x');
    expect(searchTagOf('docs-default-current')).toBe('docs-default-current');
    expect(searchTagOf('default')).toBe('default');
  });
});

describe('where a docs version is served', () => {
  it('by its name, the current version for none or an unknown one', () => {
    expect(docsRouteOf('9.x')).toBe('/docs/v9');
    expect(docsRouteOf('current')).toBe('/docs');
    expect(docsRouteOf(null)).toBe('/docs');
    expect(docsRouteOf('8.x')).toBe('/docs');
    for (const version of DOCS_VERSIONS)
      expect(olderVersionOfRoute(docsRouteOf(version.name))).toBe(version === CURRENT_VERSION ? undefined : version);
  });
});

describe('the older version a route shows', () => {
  it('finds 9.x pages by their path, and nothing else', () => {
    expect(olderVersionOfRoute('/docs/v9/router')?.label).toBe('9.x');
    expect(olderVersionOfRoute('/docs/v9')?.label).toBe('9.x');
    expect(olderVersionOfRoute('/docs/server/routers')).toBeUndefined();
    expect(olderVersionOfRoute('/docs/v9x')).toBeUndefined();
    expect(olderVersionOfRoute('/blog/v9')).toBeUndefined();
  });
});
