/**
 * The answer to a `.md` URL that has no file: a 404 whose body is a short
 * Markdown note, not the site's HTML 404 page. The host labels every `.md`
 * path `text/markdown` (vercel.json), so the HTML page went out under that
 * label; a Markdown body makes the label true whichever header wins. Shared
 * by the host's middleware (hostMiddleware.ts) and scripts/serve.
 */

export const MISSING_TWIN_TYPE = 'text/markdown; charset=utf-8';

/**
 * The note for a missing `.md` path. `siteRoot` is the site's root URL
 * (`https://trpc.io/`); the path is echoed as the URL parser encoded it.
 */
export function missingTwinMarkdown(pathname: string, siteRoot: string): string {
  const root = siteRoot.endsWith('/') ? siteRoot : `${siteRoot}/`;
  return [
    '# Not found',
    '',
    `There is no page at \`${pathname}\` on this site.`,
    '',
    `The site's pages are HTML, starting at <${root}>. Every page that has a Markdown version is listed in <${root}llms.txt>; a page's Markdown is at its URL plus \`.md\`.`,
    '',
  ].join('\n');
}
