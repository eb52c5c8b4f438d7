/**
 * The host's routing middleware (middleware.ts, Vercel Routing Middleware):
 * `Accept: text/markdown` on a page gets the page's twin. vercel.json alone
 * cannot do it: its rewrites, even with a `has` condition on a header, apply
 * only when no file matches the path, and every page is a file. The twin is
 * checked with a HEAD request first, so a page without one still answers with
 * its HTML. A `.md` URL without a file gets a short Markdown 404
 * (missingTwin.ts) instead of the HTML 404 page. Other requests pass untouched.
 */
import {twinPath} from './twinPath';
import {canonicalLinkHeader, prefersMarkdown} from './negotiate';
import {MISSING_TWIN_TYPE, missingTwinMarkdown} from './missingTwin';

/** Vercel's way for middleware to rewrite a request (what `rewrite()` of `@vercel/functions` sends). */
const REWRITE_HEADER = 'x-middleware-rewrite';

/**
 * Marks the middleware's own HEAD of a `.md` URL: the matcher covers `.md`
 * paths, and without the mark each check would run the middleware, and so
 * another check, again.
 */
export const TWIN_CHECK_HEADER = 'x-markdown-twin-check';

/** Whether a `.md` file answers at this URL: a HEAD to the host, marked as the middleware's own. */
export const headTwin = (url: URL): Promise<Response> =>
  fetch(url, {method: 'HEAD', headers: {[TWIN_CHECK_HEADER]: '1'}});

/**
 * A page's twin URL, or null unless it is on the page's own origin and under
 * `/docs` or `/blog`, or the home page's (`/index.md`): a path such as
 * `//evil.example/x` would otherwise name `https://evil.example/x.md`, and the
 * rewrite would make the host proxy it.
 */
export function twinUrl(page: URL): URL | null {
  const twin = new URL(twinPath(page.pathname), page.origin);
  if (twin.origin !== page.origin) return null;
  return /^\/(?:docs|blog)(?:\/|\.md$)|^\/index\.md$/.test(twin.pathname) ? twin : null;
}

export async function markdownMiddleware(
  request: Request,
  fetchTwin: (url: URL) => Promise<Response> = headTwin,
): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.headers.has(TWIN_CHECK_HEADER)) return undefined;
  const url = new URL(request.url);
  if (/\.md$/i.test(url.pathname)) {
    // Only a file the host says is not there: an error or an outage passes through.
    const head = await fetchTwin(url).catch(() => null);
    if (head?.status !== 404) return undefined;
    const body = request.method === 'HEAD' ? null : missingTwinMarkdown(url.pathname, `${url.origin}/`);
    return new Response(body, {status: 404, headers: {'Content-Type': MISSING_TWIN_TYPE}});
  }
  if (!prefersMarkdown(request.headers.get('accept'))) return undefined;
  // A file of its own (`.js`, `.txt`…) is what it is.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  const twin = twinUrl(url);
  if (!twin) return undefined;
  const head = await fetchTwin(twin).catch(() => null);
  if (!head?.ok) return undefined;
  // The Markdown answer names the HTML page, the URL asked for, as canonical (the twin's
  // own URL gets the same from vercel.json; the page's rule would name the twin itself).
  const page = `${url.origin}${url.pathname}`;
  return new Response(null, {headers: {[REWRITE_HEADER]: twin.href, Vary: 'Accept', Link: canonicalLinkHeader(page)}});
}
