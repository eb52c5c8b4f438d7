/**
 * The not-found page: its content (theme/NotFound/Content: a real title, a
 * search form that works without JavaScript, and the pages closest to the
 * path asked for), and the list it picks them from. After a build, every
 * page's path and title go to one JSON file that only the not-found page
 * fetches, so no other page carries the list. The page also sends a path asked for in
 * the wrong case to its route (./caseRedirect.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {caseMap, withCaseRedirect} from './caseRedirect';
import type {SitePage} from './suggest';

export const PLUGIN_NAME = 'not-found';
/** The list of pages, at the root of the build. */
export const PAGES_FILE = 'site-pages.json';

/** Routes that are no reader's destination: tag and paging lists, search, test-only pages. */
export const isSuggestible = (route: string): boolean =>
  !/^\/(404(\.html)?|search|__[^/]*)(\/|$)|\/(tags|page|authors)(\/|$)|\/archive$/.test(route);

/** A built page's title, without the site's suffix. */
export function titleOf(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#x27;/g, "'")
    .replace(/\s*\|\s*tRPC$/, '')
    .trim();
}

/** The HTML file of a route (`trailingSlash: false` writes `docs/x.html`, the home page `index.html`). */
async function readPage(outDir: string, route: string): Promise<string | null> {
  for (const file of [`${route}.html`, path.join(route, 'index.html')]) {
    try {
      return await fs.readFile(path.join(outDir, file), 'utf8');
    } catch {
      // Try the other form.
    }
  }
  return null;
}

export default function notFoundPlugin(): Plugin {
  const theme = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    async postBuild({outDir, routesPaths}) {
      const pages: SitePage[] = [];
      for (const route of [...new Set(routesPaths)].filter(isSuggestible).sort()) {
        const html = await readPage(outDir, route);
        if (html !== null) pages.push([route, titleOf(html) || route]);
      }
      await fs.writeFile(path.join(outDir, PAGES_FILE), JSON.stringify(pages));
      // A path in the wrong case goes to the route's own spelling (./caseRedirect.ts says why).
      const notFound = path.join(outDir, '404.html');
      const html = await fs.readFile(notFound, 'utf8');
      await fs.writeFile(notFound, withCaseRedirect(html, caseMap(routesPaths)));
    },
  };
}
