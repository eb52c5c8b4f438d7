/**
 * Content negotiation for the Markdown twins: a request for a page whose
 * Accept header asks for `text/markdown` (and does not prefer `text/html` over
 * it) gets the page's twin. scripts/serve and the host's middleware
 * (middleware.ts) both decide with this function.
 */

/** The quality (0–1) the Accept header gives each media type it names exactly. */
function qualities(accept: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (!type) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    result.set(type, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return result;
}

/**
 * Whether an Accept header asks for Markdown: `text/markdown` with a quality
 * above 0 and at least that of `text/html`. A browser never names
 * `text/markdown`, so it still gets HTML; `*` wildcards do not count.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const q = qualities(accept);
  const markdown = q.get('text/markdown') ?? 0;
  return markdown > 0 && markdown >= (q.get('text/html') ?? 0);
}

/** What a page's answer says about its Markdown twin, as an HTTP Link header value. */
export const markdownLinkHeader = (twin: string) => `<${twin}>; rel="alternate"; type="text/markdown"`;

/**
 * What a twin's answer says about its page: the HTML page is the canonical
 * URL of what the twin says, so that a search engine or an agent that got the
 * Markdown cites and indexes the page. Absolute, as search engines ask of a
 * canonical in a header.
 */
export const canonicalLinkHeader = (page: string) => `<${page}>; rel="canonical"`;
