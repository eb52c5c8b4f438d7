/** The executable inline scripts of a built site, as CSP hashes. */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {load} from 'cheerio';
import {htmlFiles} from '../../src/built-site/files';

/** Data blocks (JSON-LD, JSON) are not executed, so CSP does not apply to them. */
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function inlineScriptHashes(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .filter((_, el) => EXECUTABLE.has(($(el).attr('type') ?? '').toLowerCase()))
    .map((_, el) => `sha256-${createHash('sha256').update($(el).text()).digest('base64')}`)
    .get();
}

/**
 * Pages of @docusaurus/plugin-client-redirects: the host answers their paths
 * with a 301 before any file, and their meta refresh needs no script anyway.
 */
export const isRedirectPage = (html: string) => /<meta[^>]+http-equiv=["']?refresh/i.test(html);

/** Every distinct inline-script hash of the build's pages, sorted. */
export function buildScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (!isRedirectPage(html)) inlineScriptHashes(html).forEach((h) => hashes.add(h));
  }
  return [...hashes].sort();
}
