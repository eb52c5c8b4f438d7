/**
 * How the test and benchmark server answers a path, as a pure function of the
 * path and the files in the build. It mirrors what the production host does:
 * clean URLs, `.html` and `/index` normalised to the clean path, 404 otherwise.
 */
export type Resolution =
  | {kind: 'file'; file: string}
  | {kind: 'redirect'; location: string}
  | {kind: 'notFound'};

export function resolvePath(
  pathname: string,
  base: string,
  exists: (file: string) => boolean,
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
    const page = clean.replace(/\/$/, '');
    if (page === '' || exists(`${page}/index.html`) || exists(`${page}.html`)) {
      return {kind: 'redirect', location: `${base}${page}`};
    }
    return {kind: 'notFound'};
  }

  if (rel !== '' && !rel.endsWith('/') && exists(rel)) return {kind: 'file', file: rel};
  const dir = rel.replace(/\/$/, '');
  const index = dir === '' ? 'index.html' : `${dir}/index.html`;
  if (exists(index)) return {kind: 'file', file: index};
  if (dir !== '' && exists(`${dir}.html`)) return {kind: 'file', file: `${dir}.html`};
  return {kind: 'notFound'};
}

/** A vercel.json `source` such as `/assets/(.*)`, as a regular expression over the path. */
export function sourcePattern(source: string): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${source.split('(.*)').map(literal).join('.*')}$`);
}
