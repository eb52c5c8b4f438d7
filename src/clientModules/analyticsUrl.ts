/**
 * What analytics may know of an address: never what a reader searched for.
 * `/search?q=…` (the modal's "See all results", a link to a search) and a
 * `q` on any other page lose the query; the rest of the address stays.
 * Pure, unit-tested; read by ./analytics.ts for every hit.
 */

/** Query parameters that carry search text. */
const SEARCH_PARAMS = ['q'];

/** `search` (`?a=1&q=x`) without the search text, `''` when nothing is left. */
export function withoutSearchText(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SEARCH_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A page's path for analytics: `/search?q=x#a` → `/search#a`. */
export function analyticsPath(location: {pathname: string; search: string; hash: string}): string {
  return location.pathname + withoutSearchText(location.search) + location.hash;
}

/** An absolute URL for analytics (page_location, page_referrer); another site's or a bad one is kept to its origin. */
export function analyticsUrl(href: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  if (url.origin !== origin) return url.origin === 'null' ? '' : `${url.origin}/`;
  return url.origin + analyticsPath(url);
}
