/**
 * Writes each page's `<link rel="alternate" type="text/markdown">` into its
 * built HTML, after the build: the tag is in the page as served, for tools
 * that read the HTML, and no page's JavaScript carries it (it used to be a
 * React <Head> in every doc and post).
 */
import fsSync from 'node:fs';
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
export function writeAlternateLinks(outDir: string, permalinks: readonly string[]): void {
  for (const permalink of permalinks) {
    const clean = permalink.replace(/\/$/, '');
    for (const file of [`${clean || '/index'}.html`, `${clean}/index.html`]) {
      const target = path.join(outDir, file);
      // Read and write at once (no await between): other plugins' postBuild hooks edit the same
      // files meanwhile (social-cards points og:image at the page's card).
      if (!fsSync.existsSync(target)) continue;
      fsSync.writeFileSync(target, withAlternateLink(fsSync.readFileSync(target, 'utf8'), permalink));
      break;
    }
  }
}
