/**
 * The routes a link may point at: the last full build's pages (build/, with
 * their anchors in the HTML), else the spec's route list (tests/routes.json,
 * no anchors); plus the routes of the content sources as they are now, so a
 * page new in this change counts and a page it removes does not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {htmlFileOfRoute, htmlFiles, routeOfHtmlFile} from '../../src/built-site/files';
import {trimTrailingSlash} from '../../src/docs-model';
import {isRedirectPage} from '../host/inlineScripts';
import {htmlIds} from './anchors';

export interface RouteList {
  /** Where the list comes from, for the report. */
  from: string;
  /** Whether it comes from a build, whose HTML holds each page's anchors. */
  built: boolean;
  routes: Set<string>;
  /** Folders whose every route is taken as served: the API reference, which only a build lists. */
  prefixes: string[];
}

export function hasRoute(list: RouteList, route: string): boolean {
  return list.routes.has(route) || list.prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

/**
 * The pages of a build, by route (src/built-site/files.ts's rule, `trailingSlash: false`):
 * docs/x.html and docs/x/index.html are /docs/x. A folder's index.html that is a
 * client redirect (an old URL, @docusaurus/plugin-client-redirects) is no page.
 */
export function builtRoutes(buildDir: string): Set<string> {
  const routes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const route = routeOfHtmlFile(buildDir, file);
    if (route !== '/' && file.endsWith(`${path.sep}index.html`) && isRedirectPage(fs.readFileSync(file, 'utf8'))) {
      continue;
    }
    routes.add(route);
  }
  return routes;
}

/** The anchors (`id`s) of a built page, or null if the build has no such page. */
export function builtAnchors(buildDir: string, route: string): Set<string> | null {
  const file = htmlFileOfRoute(buildDir, route);
  return fs.existsSync(file) ? htmlIds(fs.readFileSync(file, 'utf8')) : null;
}

/** tests/routes.json: the routes the spec says the built site serves. */
export interface SpecRoutes {
  pages: string[];
  blog: string[];
  docs_10x: string[];
  docs_9x: string[];
  typedocPrefixes: string[];
}

export function specRouteList(spec: SpecRoutes): Pick<RouteList, 'routes' | 'prefixes'> {
  return {
    routes: new Set([...spec.pages, ...spec.blog, ...spec.docs_10x, ...spec.docs_9x].map(trimTrailingSlash)),
    prefixes: spec.typedocPrefixes.map(trimTrailingSlash),
  };
}

/** The build's list when build/ has pages, else the spec's. */
export function readRouteList(repoRoot: string): RouteList {
  const buildDir = path.join(repoRoot, 'build');
  if (fs.existsSync(path.join(buildDir, 'index.html'))) {
    const hours = (Date.now() - fs.statSync(path.join(buildDir, 'index.html')).mtimeMs) / 3_600_000;
    const age = hours < 1 ? `${Math.round(hours * 60)} min` : `${hours.toFixed(1)} h`;
    return {from: `build/, built ${age} ago`, built: true, routes: builtRoutes(buildDir), prefixes: []};
  }
  const spec = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/routes.json'), 'utf8')) as SpecRoutes;
  return {from: 'tests/routes.json, as there is no build/', built: false, ...specRouteList(spec)};
}

/**
 * The list with the sources' routes as they are now: `current` are the routes of
 * the pages that exist, `removed` those of pages this change deleted or moved.
 */
export function withSources(list: RouteList, current: Iterable<string>, removed: Iterable<string>): RouteList {
  const routes = new Set(list.routes);
  const now = new Set(current);
  for (const route of removed) if (!now.has(route)) routes.delete(route);
  now.forEach((route) => routes.add(route));
  return {...list, routes};
}
