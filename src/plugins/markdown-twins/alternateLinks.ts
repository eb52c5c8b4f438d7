/**
 * Writes each page's `<link rel="alternate" type="text/markdown">` into its
 * built HTML, after the build: the tag is in the page as served, for tools
 * that read the HTML, and no page's JavaScript carries it (it used to be a
 * React <Head> in every doc and post).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {twinPath} from './twinPath';

/** The tag for a page's twin, as it goes into the page's head. */
export const alternateLinkTag = (permalink: string) =>
  `<link rel="alternate" type="text/markdown" href="${twinPath(permalink)}">`;

/** The head of `html` with the tag, once; the page unchanged if it has no head or has the tag already. */
export function withAlternateLink(html: string, permalink: string): string {
  const tag = alternateLinkTag(permalink);
  if (html.includes(tag) || !html.includes('</head>')) return html;
  return html.replace('</head>', `${tag}</head>`);
}

/** Adds the tag to the HTML file of every permalink (`/x` is `x.html`, or `x/index.html`). */
export async function writeAlternateLinks(outDir: string, permalinks: readonly string[]): Promise<void> {
  for (const permalink of permalinks) {
    const clean = permalink.replace(/\/$/, '');
    for (const file of [`${clean || '/index'}.html`, `${clean}/index.html`]) {
      const target = path.join(outDir, file);
      let html: string;
      try {
        html = await fs.readFile(target, 'utf8');
      } catch {
        continue;
      }
      await fs.writeFile(target, withAlternateLink(html, permalink));
      break;
    }
  }
}
