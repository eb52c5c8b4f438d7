/**
 * The host's routing middleware (middleware.ts, Vercel Routing Middleware):
 * `Accept: text/markdown` on a page gets the page's twin. vercel.json alone
 * cannot do it: its rewrites, even with a `has` condition on a header, apply
 * only when no file matches the path, and every page is a file. Other requests
 * pass untouched; the twin is checked with a HEAD request first, so a page
 * without one still answers with its HTML.
 */
import {twinPath} from './twinPath';
import {prefersMarkdown} from './negotiate';

/** Vercel's way for middleware to rewrite a request (what `rewrite()` of `@vercel/functions` sends). */
const REWRITE_HEADER = 'x-middleware-rewrite';

export async function markdownMiddleware(
  request: Request,
  fetchTwin: (url: URL) => Promise<Response> = (url) => fetch(url, {method: 'HEAD'}),
): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!prefersMarkdown(request.headers.get('accept'))) return undefined;
  const url = new URL(request.url);
  // A file of its own (`.md`, `.js`, `.txt`…) is what it is.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  const twin = new URL(twinPath(url.pathname), url);
  const head = await fetchTwin(twin).catch(() => null);
  if (!head?.ok) return undefined;
  return new Response(null, {headers: {[REWRITE_HEADER]: twin.href, Vary: 'Accept'}});
}
