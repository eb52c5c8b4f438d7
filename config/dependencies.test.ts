/**
 * Known advisories of the dependency tree, read from the lock file (what
 * `npm ci` installs): the fixed releases that handbook/architecture.md's npm settings explain.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '../package-lock.json'), 'utf8')) as {
  packages: Record<string, {version?: string}>;
};
const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {packageManager?: string};

const versions = (name: string) =>
  Object.entries(lock.packages)
    .filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`))
    .map(([key, entry]) => [key, entry.version!] as const);

const atLeast = (version: string, minimum: string) => {
  const [a, b] = [version, minimum].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (a![i] !== b![i]) return a![i]! > b![i]!;
  return true;
};

describe('dependencies with advisories', () => {
  it('serialize-javascript is at its fixed release of GHSA-5c6j-r48x-rmvq (7.0.3) everywhere', () => {
    const found = versions('serialize-javascript');
    expect(found.length).toBeGreaterThan(0);
    for (const [key, version] of found) expect(atLeast(version, '7.0.3'), `${key}@${version}`).toBe(true);
  });

  it('serialize-javascript is at its fixed release of GHSA-qj8w-gfj5-8c6v (7.0.5) everywhere', () => {
    const found = versions('serialize-javascript');
    expect(found.length).toBeGreaterThan(0);
    for (const [key, version] of found) expect(atLeast(version, '7.0.5'), `${key}@${version}`).toBe(true);
  });

  it('uuid is at a fixed release of GHSA-w5hq-g745-h8pq (11.1.1 in the CommonJS line) everywhere', () => {
    const found = versions('uuid');
    expect(found.length).toBeGreaterThan(0);
    for (const [key, version] of found) expect(atLeast(version, '11.1.1'), `${key}@${version}`).toBe(true);
  });

  it('names the package manager the lock file is written with', () => {
    expect(pkg.packageManager).toMatch(/^npm@\d+\.\d+\.\d+$/);
  });
});
