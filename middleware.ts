/**
 * Vercel Routing Middleware (runs before the host looks for a file): a page
 * asked for with `Accept: text/markdown` gets its Markdown twin, and a `.md`
 * URL without a file gets a Markdown 404. The logic and its tests are in
 * src/plugins/markdown-twins/hostMiddleware.ts; scripts/serve does the same
 * for the tests (scripts/serve/markdown.ts).
 */
import {markdownMiddleware} from './src/plugins/markdown-twins/hostMiddleware';

// `/(.*\\.md)` is every `.md` path (a regular expression in parentheses, as path-to-regexp reads it);
// `/` is the home page, whose twin is `/index.md`.
export const config = {matcher: ['/', '/docs/:path*', '/blog/:path*', '/docs', '/(.*\\.md)']};

export default function middleware(request: Request): Promise<Response | undefined> {
  return markdownMiddleware(request);
}
