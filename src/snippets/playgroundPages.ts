/**
 * A block's playground link is short and on the site (`/play/<id>`), and the
 * page there sends the reader on to the TypeScript Playground: a full link
 * carries the block's code compressed (1.6 KB on average), and a page's
 * JavaScript carries every link its HTML shows, so 4 blocks would add 2.5 KB
 * gzip to a doc page's JS at load. The page at `/play/<id>` is plain HTML
 * with a `<meta http-equiv="refresh">` and a link: no script, and no request
 * to the playground until the reader follows it.
 *
 * The build writes each page into a cache folder when it compiles the block
 * (a warm build that keeps a page's compiled MDX still finds them), and the
 * code-highlight plugin copies the ones the built pages link to.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

export const PLAYGROUND_CACHE_DIR = 'node_modules/.cache/playground-links';
/** The site's path of the pages, and the folder of the build they are in. */
export const PLAYGROUND_PATH = '/play/';

export const playgroundId = (url: string): string => createHash('sha256').update(url).digest('hex').slice(0, 16);

/** The page at /play/<id>: it goes on to `url` at once, and says so with a link. */
export function playgroundPageHtml(url: string): string {
  const href = escapeHtml(url);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<meta http-equiv="refresh" content="0; url=${href}">
<title>Opening the TypeScript Playground</title>
</head>
<body>
<p><a href="${href}">Open this sample in the TypeScript Playground</a></p>
</body>
</html>
`;
}

/** The playground link a page at /play/<id> sends the reader to. */
export function urlOfPlaygroundPage(html: string): string | undefined {
  const found = /<meta http-equiv="refresh" content="0; url=([^"]*)">/.exec(html)?.[1];
  return found?.replace(/&(amp|lt|gt|quot);/g, (_, e: string) => ({amp: '&', lt: '<', gt: '>', quot: '"'})[e]!);
}

/** Writes the page for `url` into the cache; returns its site path. */
export function writePlaygroundPage(siteDir: string, url: string): string {
  const id = playgroundId(url);
  const file = path.join(siteDir, PLAYGROUND_CACHE_DIR, `${id}.html`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, playgroundPageHtml(url));
  }
  return `${PLAYGROUND_PATH}${id}`;
}

/**
 * Copies into `outDir` the pages that the built HTML links to; a link whose
 * page is missing from the cache is an error (a cleared cache with a warm build).
 */
export function copyPlaygroundPages(siteDir: string, outDir: string, linked: Iterable<string>): string[] {
  const missing: string[] = [];
  const target = path.join(outDir, PLAYGROUND_PATH);
  fs.mkdirSync(target, {recursive: true});
  for (const id of new Set(linked)) {
    const from = path.join(siteDir, PLAYGROUND_CACHE_DIR, `${id}.html`);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(target, `${id}.html`));
    else missing.push(id);
  }
  return missing;
}

/** The ids of the playground links in a built page's HTML (minified: the quotes may be gone). */
export const linkedPlaygroundIds = (html: string): string[] =>
  [...html.matchAll(/href=["']?\/play\/([0-9a-f]{16})(?=["'\s>])/g)].map((m) => m[1]!);
