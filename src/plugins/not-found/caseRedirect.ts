/**
 * A path asked for in the wrong case (`/DOCS/quickstart`, `/docs/client/react/usequery`):
 * the host finds no file and answers the not-found page with a 404, but the browser's
 * router matches routes without regard to case, so after loading it drew the page the
 * reader meant over the not-found page, at the wrong URL. A script in the not-found
 * page sends such a reader to the route's own spelling first: the map names the
 * routes that hold capitals (167 of 961), and any other path is tried in lower case.
 */

/** Lower-cased path → route, for the routes whose lower case differs. */
export function caseMap(routes: readonly string[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const route of [...routes].sort()) {
    const lower = route.toLowerCase();
    if (lower !== route) map[lower] = route;
  }
  return map;
}

/**
 * Where a path in the wrong case belongs, or null: the route the map names, else the path
 * in lower case (a route of lower-case letters, or another not-found page whose address the
 * script leaves alone: it is in lower case already). A trailing slash alone changes nothing.
 */
export function caseTarget(pathname: string, map: Readonly<Record<string, string>>): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const lower = path.toLowerCase();
  const target = Object.hasOwn(map, lower) ? map[lower]! : lower;
  return target === path ? null : target;
}

/** The inline script: `caseTarget`'s own source, run on the page's path with the query and hash kept. */
export function caseRedirectScript(map: Readonly<Record<string, string>>): string {
  const json = JSON.stringify(map).replace(/</g, '\\u003c');
  return `(function(){var t=(${caseTarget.toString()})(location.pathname,${json});if(t)location.replace(t+location.search+location.hash)})();`;
}

/** The not-found page's HTML with the script at the end of its head. */
export function withCaseRedirect(html: string, map: Readonly<Record<string, string>>): string {
  if (!html.includes('</head>')) throw new Error('not-found: the not-found page has no </head>');
  return html.replace('</head>', `<script>${caseRedirectScript(map)}</script></head>`);
}
