/**
 * The page's links into the site: Markdown links (and link definitions) and
 * JSX `href`/`to` strings that are site-absolute (`/docs/…`, `/blog/…`),
 * relative to the page's URL, or file links (`./x.mdx`, `../y.md`, which
 * Docusaurus resolves to the file's route, like its `resolveMarkdownLinkPathname`),
 * each with an optional `#anchor`.
 *
 * Old URLs (config/redirects.ts) follow the house's rule: a Markdown link to one
 * is rewritten to the page's URL by src/remark/legacyLinks.ts, so it only has to
 * land on a page; a JSX link is not rewritten, and would answer with a redirect
 * (tests/build/canonical-urls.test.ts: every internal link answers 200), so it
 * is a finding that names the URL to use.
 */
import path from 'node:path';
import type {Finding} from './findings';
import {jsxStringAttributes, lineOf, walk, type TreeNode} from './tree';

export interface PageLink {
  url: string;
  line: number;
  from: 'markdown' | 'jsx';
}

export function pageLinks(tree: TreeNode): PageLink[] {
  const links: PageLink[] = [];
  for (const node of walk(tree)) {
    if ((node.type === 'link' || node.type === 'definition') && node.url) {
      links.push({url: node.url, line: lineOf(node), from: 'markdown'});
    }
    for (const {name, value} of jsxStringAttributes(node)) {
      if (name === 'href' || name === 'to') links.push({url: value, line: lineOf(node), from: 'jsx'});
    }
  }
  return links;
}

/** What the link check needs to know about the site, the page and the change. */
export interface LinkContext {
  /** The page, relative to the repository. */
  file: string;
  /** Its route, or null for a partial (`_name.mdx`), which has none of its own. */
  route: string | null;
  ownAnchors: ReadonlySet<string>;
  /** The folder of the page's docs version or the blog, where `/x.mdx` links start. */
  contentDir: string;
  /** Whether a route is served. */
  hasRoute: (route: string) => boolean;
  /** The route of a content file that exists now, or null (no such file, or a partial). */
  routeOfFile: (file: string) => string | null;
  /** Whether a content file exists now. */
  fileExists: (file: string) => boolean;
  /** A route's anchors, or null when they cannot be known here (no build, no source). */
  anchorsOf: (route: string) => ReadonlySet<string> | null;
  /** Where an old URL of the site leads (src/remark/legacyLinks.ts's `currentHref`), or null. */
  currentHref: (href: string) => string | null;
  /** Where the route list comes from, for the message. */
  routesFrom: string;
}

export interface LinkResult {
  findings: Finding[];
  /** Routes whose anchors could not be checked. */
  anchorsUnchecked: string[];
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;
const SITE_ROUTE = /^\/(docs|blog)(\/|$)/;

function splitUrl(url: string): {pathname: string; hash: string} {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  return {pathname: beforeHash.split('?')[0]!, hash};
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const normalRoute = (pathname: string): string => {
  const route = decode(pathname).replace(/\/+$/, '');
  return route === '' ? '/' : route;
};

/** The content files a Markdown file link may mean, in Docusaurus's order. */
export function fileCandidates(link: string, page: string, contentDir: string): string[] {
  const target = decode(link);
  const fromPage = path.posix.join(path.posix.dirname(page), target);
  if (target.startsWith('/')) return [path.posix.join(contentDir, target), target.slice(1)];
  if (target.startsWith('./') || target.startsWith('../')) return [fromPage];
  return [fromPage, path.posix.join(contentDir, target), target];
}

/** Routes that end like `route` does, for a "did you mean". */
function nearest(route: string, ctx: LinkContext, known: Iterable<string>): string {
  const last = route.split('/').pop()!;
  const match = [...known].find((r) => r !== route && r.split('/').pop() === last && ctx.hasRoute(r));
  return match ? ` (did you mean ${match}?)` : '';
}

export function checkLinks(
  links: readonly PageLink[],
  ctx: LinkContext,
  knownRoutes: Iterable<string> = [],
): LinkResult {
  const findings: Finding[] = [];
  const anchorsUnchecked = new Set<string>();
  const report = (link: PageLink, message: string) =>
    findings.push({file: ctx.file, line: link.line, kind: 'link', message: `${link.url}: ${message}`});

  const checkAnchor = (link: PageLink, route: string, hash: string, self: boolean) => {
    if (hash === '') return;
    const anchors = self ? ctx.ownAnchors : ctx.anchorsOf(route);
    if (anchors === null) {
      anchorsUnchecked.add(route);
      return;
    }
    const id = decode(hash);
    if (anchors.has(id)) return;
    const close = [...anchors].find((a) => (id.length > 2 && a.includes(id)) || (a.length > 3 && id.includes(a)));
    report(
      link,
      `no anchor #${id} on ${self ? 'this page' : route}${close ? ` (did you mean #${close}?)` : ''}: ` +
        (self ? 'anchors are its headings’ ids' : 'link to a heading of that page'),
    );
  };

  for (const link of links) {
    const url = link.url.trim();
    if (url === '' || EXTERNAL.test(url)) continue;
    const {pathname, hash} = splitUrl(url);
    // `#anchor`: a heading of this page.
    if (pathname === '') {
      checkAnchor(link, ctx.route ?? '', hash, true);
      continue;
    }
    // A file link: the route of that page.
    if (/\.mdx?$/.test(pathname)) {
      const target = fileCandidates(pathname, ctx.file, ctx.contentDir).find(ctx.fileExists);
      if (!target) {
        report(link, `no such page file (from ${path.posix.dirname(ctx.file)}/)`);
        continue;
      }
      const route = ctx.routeOfFile(target);
      if (route === null) {
        report(link, `${target} is a partial (imported, never a page): link to the page that shows it`);
        continue;
      }
      if (link.from === 'jsx') {
        report(link, `JSX links are not resolved from files: write its route, to="${route}${hash ? `#${hash}` : ''}"`);
        continue;
      }
      checkAnchor(link, route, hash, target === ctx.file);
      continue;
    }
    // A route: site-absolute, or relative to the page's URL.
    let route: string;
    if (pathname.startsWith('/')) route = normalRoute(pathname);
    else if (ctx.route !== null) route = normalRoute(new URL(pathname, `https://site${ctx.route}`).pathname);
    else continue;
    if (!SITE_ROUTE.test(route)) continue;
    if (ctx.hasRoute(route)) {
      checkAnchor(link, route, hash, route === ctx.route);
      continue;
    }
    const current = ctx.currentHref(route);
    const currentRoute = current === null ? null : normalRoute(splitUrl(current).pathname);
    if (currentRoute !== null && ctx.hasRoute(currentRoute)) {
      if (link.from === 'jsx') {
        report(
          link,
          `an old URL (config/redirects.ts) that answers with a redirect; JSX links are not rewritten: link to ${currentRoute}`,
        );
      } else {
        checkAnchor(link, currentRoute, hash, currentRoute === ctx.route);
      }
      continue;
    }
    report(link, `no page at ${route} (route list: ${ctx.routesFrom})${nearest(route, ctx, knownRoutes)}`);
  }
  return {findings, anchorsUnchecked: [...anchorsUnchecked]};
}
