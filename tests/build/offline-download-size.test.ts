/**
 * The `?offlineMode=true` question says how much a yes downloads (issue 34): the figure the build
 * wrote must be the worker's real precache, read here from the manifest inside the built sw.js, not
 * from the filter that wrote it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  DOWNLOAD_SIZE_FILE,
  formatDownloadSize,
  type DownloadSize,
} from '../../src/plugins/offline-reading/downloadSize';
import {gzipSize} from '../../src/plugins/offline-reading/precacheSize';
import {BUILD_DIR} from './html';

/** The URLs of the precache manifest Workbox injected into sw.js. */
function precacheManifestUrls(buildDir: string): string[] {
  const sw = fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((m) => m[1]!))];
}

describe('the offline-reading download size', () => {
  const written = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, DOWNLOAD_SIZE_FILE), 'utf8')) as DownloadSize;
  const urls = precacheManifestUrls(BUILD_DIR);

  it('is the compressed total of every file the worker precaches', () => {
    expect(urls.length).toBeGreaterThan(50);
    const total = urls.reduce((sum, url) => sum + gzipSize(path.join(BUILD_DIR, url)), 0);
    expect(written.files).toBe(urls.length);
    expect(written.precacheBytes).toBe(total);
    expect(formatDownloadSize(written.precacheBytes)).toMatch(/^about \d+\.\d\u00a0MB$/);
  });
});
