/**
 * Vercel Routing Middleware (runs before the host looks for a file): a page
 * asked for with `Accept: text/markdown` gets its Markdown twin. The logic and
 * its tests are in src/plugins/markdown-twins/hostMiddleware.ts; scripts/serve
 * does the same for the tests (scripts/serve/markdown.ts).
 */
import {markdownMiddleware} from './src/plugins/markdown-twins/hostMiddleware';

export const config = {matcher: ['/docs/:path*', '/blog/:path*', '/docs']};

export default function middleware(request: Request): Promise<Response | undefined> {
  return markdownMiddleware(request);
}
