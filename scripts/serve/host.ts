/**
 * How the production host answers a request for a build, as a pure function
 * of the request's path, the build's files and vercel.json: its redirects
 * (308 permanent, 307 otherwise), `trailingSlash: false`, clean URLs and its
 * headers. scripts/serve sends these answers; the build tests ask it directly.
 */
import {CONTENT_TYPES} from '../../config/host';
import {hostRedirect, resolvePath, sourcePattern, type RedirectRule} from './resolve';
import {sameOriginLocation} from './sameOrigin';
import {routePrefix} from '../../src/docs-model/routes';

export interface HostRules {
  trailingSlash?: boolean;
  redirects: RedirectRule[];
  headers: Array<{source: string; headers: Array<{key: string; value: string}>}>;
}

export type Answer =
  // `body` is an answer of its own, not a file of the build (a missing twin's note, ./markdown.ts).
  | {status: 200 | 404; file: string | null; body?: string; headers: Record<string, string>}
  | {status: 301 | 307 | 308; location: string; headers: Record<string, string>};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[/\.[^./]+$/.exec(file)?.[0] ?? '']?.type ?? 'application/octet-stream';

export function createHost(rules: HostRules, base: string, exists: (file: string) => boolean): (url: URL) => Answer {
  const headerRules = rules.headers.map((rule) => ({test: sourcePattern(rule.source), headers: rule.headers}));
  const prefix = routePrefix(base);
  const headersFor = (pathname: string, file: string | null) => {
    const headers: Record<string, string> = file ? {'Content-Type': contentTypeOf(file)} : {};
    for (const rule of headerRules)
      if (rule.test.test(pathname)) for (const {key, value} of rule.headers) headers[key] = value;
    return headers;
  };
  return (url) => {
    // The host's rules see the path below the base path.
    const inSite = url.pathname.startsWith(base) ? url.pathname.slice(prefix.length) : null;
    if (inSite !== null && !(rules.trailingSlash === false && inSite.length > 1 && inSite.endsWith('/'))) {
      const redirect = hostRedirect(rules.redirects, inSite);
      if (redirect) {
        const location = /^https?:/.test(redirect.location)
          ? redirect.location
          : sameOriginLocation(`${prefix}${redirect.location}${url.search}`);
        return {status: redirect.status, location, headers: {}};
      }
    }
    const resolved = resolvePath(url.pathname, base, exists, {trailingSlash: rules.trailingSlash});
    if (resolved.kind === 'redirect')
      return {status: 308, location: sameOriginLocation(resolved.location + url.search), headers: {}};
    if (resolved.kind === 'file')
      return {status: 200, file: resolved.file, headers: headersFor(inSite ?? url.pathname, resolved.file)};
    const notFound = exists('404.html') ? '404.html' : null;
    return {status: 404, file: notFound, headers: headersFor(inSite ?? url.pathname, notFound)};
  };
}
