/**
 * After the build: what the worker precaches (the same `isPrecached` filter its manifest is cut with,
 * ./index.ts `precacheOnlyBundles`), and how many bytes that is compressed, for the question of a
 * `?offlineMode=true` link (./downloadSize.ts). tests/build/offline-download-size.test.ts checks the
 * figure against the manifest inside the built sw.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {DOWNLOAD_SIZE_FILE, type DownloadSize} from './downloadSize';
import {isPrecached} from './sw/routes';

/** A file's size as a host sends it compressed (gzip, the default level). */
export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

export function measurePrecache(outDir: string, files: readonly string[]): DownloadSize {
  return {precacheBytes: files.reduce((sum, file) => sum + gzipSize(path.join(outDir, file)), 0), files: files.length};
}

/** The build's files, as paths relative to it with `/`, that the worker precaches. */
export function precachedFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => isPrecached(file) && fs.statSync(path.join(outDir, file)).isFile())
    .sort();
}

export async function writeDownloadSize(outDir: string): Promise<DownloadSize> {
  const size = measurePrecache(outDir, precachedFiles(outDir));
  await fs.promises.writeFile(path.join(outDir, DOWNLOAD_SIZE_FILE), JSON.stringify(size));
  return size;
}
