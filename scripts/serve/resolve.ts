/**
 * How the test and benchmark server answers a path, as a pure function of the
 * path and the files in the build. It mirrors what the production host does:
 * clean URLs, `.html` and `/index` normalised to the clean path, 404 otherwise.
 */
import {routePrefix} from '../../src/docs-model/routes';

export type Resolution = {kind: 'file'; file: string} | {kind: 'redirect'; location: string} | {kind: 'notFound'};

export function resolvePath(
  pathname: string,
  base: string,
  exists: (file: string) => boolean,
  options: {trailingSlash?: boolean} = {},
): Resolution {
  if (!pathname.startsWith(base)) return {kind: 'notFound'};
  let rel: string;
  try {
    rel = decodeURIComponent(pathname.slice(base.length));
  } catch {
    return {kind: 'notFound'};
  }
  if (rel.split('/').some((part) => part === '..') || rel.includes('\0')) return {kind: 'notFound'};

  // `/x.html`, `/x/index.html` and `/x/index` all name the page `/x`.
  const clean = rel.replace(/(?:^|\/)index(?:\.html)?$/, '').replace(/\.html$/, '');
  if (clean !== rel) {
    const page = routePrefix(clean);
    if (page === '' || exists(`${page}/index.html`) || exists(`${page}.html`)) {
      return {kind: 'redirect', location: `${base}${encodePath(page)}`};
    }
    return {kind: 'notFound'};
  }

  // A host with `trailingSlash: false` sends `/x/` to `/x` before anything else.
  if (options.trailingSlash === false && rel.endsWith('/'))
    return {kind: 'redirect', location: `${base}${encodePath(routePrefix(rel))}`};
  if (rel !== '' && !rel.endsWith('/') && exists(rel)) return {kind: 'file', file: rel};
  const dir = routePrefix(rel);
  // `x.html` before `x/index.html`, as cleanUrls does: with trailingSlash
  // false, Docusaurus writes a page as x.html, and its folder x/ may hold
  // redirect pages of the client-redirects plugin.
  if (dir !== '' && exists(`${dir}.html`)) return {kind: 'file', file: `${dir}.html`};
  const index = dir === '' ? 'index.html' : `${dir}/index.html`;
  if (exists(index)) return {kind: 'file', file: index};
  return {kind: 'notFound'};
}

/**
 * A decoded path (`rel` above) as a redirect's location: each segment
 * percent-encoded again, so that `/☃/` goes to `/%E2%98%83` and `/a%3Fb/` to
 * `/a%3Fb`, not to `/a?b`. The characters RFC 3986 allows in a segment
 * as they are (`$&+,;=:@`) stay as they are.
 */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    )
    .join('/');
}

/**
 * A vercel.json `source` such as `/assets/(.*)` or `/(.*)\\.md`, as a regular
 * expression over the path; a backslash escapes the character after it, as in
 * Vercel's path-to-regexp.
 */
export function sourcePattern(source: string): RegExp {
  const literal = (part: string) => part.replace(/\\(.)/g, '$1').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${source.split('(.*)').map(literal).join('.*')}$`);
}

/**
 * A vercel.json redirect `source` (`/docs/v10/:path*`, `/docs/reactjs/:path`,
 * `/(.*)`) as a matcher: the named parameters of the path, or null. Covers the
 * part of Vercel's path-to-regexp syntax this site uses.
 */
export function matchSource(source: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  let pattern = '';
  let last = 0;
  for (const m of source.matchAll(/\/:(\w+)(\*)?|\(\.\*\)/g)) {
    pattern += source.slice(last, m.index).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (m[0] === '(.*)') {
      names.push(String(names.length + 1));
      pattern += '(.*)';
    } else {
      names.push(m[1]!);
      // `/:name*` is any number of segments, none included (then without its slash).
      pattern += m[2] ? '(?:/((?:[^/]+)(?:/[^/]+)*))?' : '/([^/]+)';
    }
    last = m.index + m[0].length;
  }
  pattern += source.slice(last).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
}

/** A redirect's destination with the matched parameters filled in. */
export function fillDestination(destination: string, params: Record<string, string>): string {
  if (/^https?:/.test(destination)) return destination;
  const filled = destination
    .replace(/\/:(\w+)\*?/g, (_, name: string) => (params[name] ? `/${params[name]}` : ''))
    .replace(/\$(\d+)/g, (_, n: string) => params[n] ?? '');
  return filled === '' ? '/' : filled;
}

export interface RedirectRule {
  source: string;
  destination: string;
  permanent?: boolean;
}

/** The first rule that matches, as Vercel applies them: status and location. */
export function hostRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): {status: 307 | 308; location: string} | null {
  for (const rule of rules) {
    const params = matchSource(rule.source, pathname);
    if (params)
      return {status: rule.permanent === false ? 307 : 308, location: fillDestination(rule.destination, params)};
  }
  return null;
}
