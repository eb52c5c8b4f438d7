/**
 * Route rules of the site, as pure functions: the one place a trailing slash
 * is trimmed. The site serves every page without one (`trailingSlash: false`),
 * so a route read from a build, a permalink or an address is brought to that
 * form here. Shared by the build and the browser, so it imports nothing.
 */

/** `/docs/x/` → `/docs/x`; the root `/` stays `/`. */
export function trimTrailingSlash(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') || '/' : route;
}

/** A path prefix without its trailing slashes, for joining: `/docs/v9/` → `/docs/v9`, `/` → ``. */
export function routePrefix(route: string): string {
  return route.replace(/\/+$/, '');
}

/** A route as a path relative to the site's root: `/docs/x/` → `docs/x`, `/` → ``. */
export function relativeRoute(route: string): string {
  return route.replace(/^\/+|\/+$/g, '');
}

/** The site's origin as the site config and links use it: `https://trpc.io/` → `https://trpc.io`. */
export function normaliseSiteUrl(url: string): string {
  return url.replace(/\/$/, '');
}
