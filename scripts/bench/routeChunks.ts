/**
 * Which JS and CSS files a page of the build loads before it is interactive,
 * read from the build alone (no browser): the HTML's <script src> and
 * stylesheet <link> tags, plus the chunks of every route the path matches,
 * which Docusaurus loads before it hydrates. Routes come from the generated
 * `routes.js` and `routesChunkNames.json`, chunk files from the bundler's
 * `client-manifest.json` (all in .docusaurus/ after a build).
 */
import {trimTrailingSlash} from '../../src/docs-model/routes';
import {evaluateRoutes, type RouteRecord} from '../../src/plugins/lean-route-table/routeTable';

export interface Route {
  path: string;
  exact?: boolean;
  /** `${path}-${hash}`: the key of the route's chunks in routesChunkNames.json. */
  component: string;
  routes?: Route[];
}

export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, {js?: Array<{file: string}>; css?: Array<{file: string}>}>;
}

/** The generated routes.js's routes, each component as its chunk key: `${path}-${hash}` (ComponentCreator's arguments). */
export function parseRoutes(source: string): Route[] {
  const keyed = (routes: RouteRecord[]): Route[] =>
    routes.map(({component, routes: children, ...route}) => ({
      ...route,
      component: `${component.path}-${component.hash}`,
      ...(children ? {routes: keyed(children)} : {}),
    }));
  return keyed(evaluateRoutes(source));
}

/** react-router v5's matchPath for the static paths Docusaurus generates. */
function matches(route: Route, pathname: string): boolean {
  if (route.path === '*') return true;
  const path = trimTrailingSlash(route.path);
  const target = trimTrailingSlash(pathname);
  if (route.exact) return target === path;
  return path === '/' || target === path || target.startsWith(`${path}/`);
}

/** react-router-config's matchRoutes: the first matching route of each level, outermost first. */
export function matchRoutes(routes: readonly Route[], pathname: string): Route[] {
  const route = routes.find((candidate) => matches(candidate, pathname));
  if (!route) return [];
  return [route, ...matchRoutes(route.routes ?? [], pathname)];
}

/** Every chunk name of a route's (nested) chunk-name record. */
export function flatChunkNames(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatChunkNames);
  return [];
}

export function routeChunkFiles(
  pathname: string,
  routes: readonly Route[],
  chunkNames: Record<string, unknown>,
  manifest: ClientManifest,
): {js: string[]; css: string[]} {
  const chunkIds = matchRoutes(routes, pathname)
    .flatMap((route) => flatChunkNames(chunkNames[route.component]))
    .flatMap((name) => manifest.origins[name] ?? []);
  const assets = [...new Set(chunkIds)].map((id) => manifest.assets[id] ?? {});
  return {
    js: [...new Set(assets.flatMap((a) => a.js ?? []).map((f) => f.file))],
    css: [...new Set(assets.flatMap((a) => a.css ?? []).map((f) => f.file))],
  };
}

/**
 * The files the HTML itself asks for: scripts (with a src, or preloaded as
 * scripts) and stylesheets. Paths without the leading "/".
 */
export function htmlAssets(html: string): {js: string[]; css: string[]} {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}=["']?([^"'\\s>]+)`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const local = (url: string | undefined) =>
    url && url.startsWith('/') && !url.startsWith('//') ? url.slice(1) : undefined;
  const scriptPreload = (t: string) =>
    t.startsWith('<link') && /\brel=["']?preload/.test(t) && /\bas=["']?script/.test(t);
  return {
    js: [
      ...tags.filter((t) => t.startsWith('<script')).map((t) => local(attr(t, 'src'))),
      ...tags.filter(scriptPreload).map((t) => local(attr(t, 'href'))),
    ].filter((f): f is string => !!f),
    css: tags
      .filter((t) => t.startsWith('<link') && /\brel=["']?stylesheet/.test(t))
      .map((t) => local(attr(t, 'href')))
      .filter((f): f is string => !!f),
  };
}
