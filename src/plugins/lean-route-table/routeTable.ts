/**
 * The browser's copy of Docusaurus's route table, smaller and equivalent: the
 * three files Docusaurus generates for it (`registry.js`, `routesChunkNames.json`,
 * `routes.js`) are in every page's main bundle and grow with every page.
 *
 * - Chunk names become short letter names. Docusaurus names each of the ~280
 *   lazily loaded modules with 8 hex digits, and every name is in the main bundle
 *   twice (the registry, each route's chunk names) and in the bundler's runtime
 *   once (its name → chunk map, for prefetching): random digits gzip cannot
 *   shrink. Letters only, so no name can read as one of the bundler's numeric
 *   chunk ids.
 * - The registry drops each module's path, which only the server's render reads
 *   (react-loadable reports it to its Capture, which the browser never renders).
 * - A route of `routes.js` is a call that names its place in
 *   `routesChunkNames.json`, whose key already holds the route's path and hash,
 *   not an object that names the path twice; the call builds the same object.
 *
 * Each function checks the generated file has the shape it expects and throws
 * otherwise, and the routes are compared with the originals after the rewrite,
 * so a Docusaurus release that changes a format fails the build instead of
 * shipping a wrong table.
 */

/** Upstream's registry line: `  "name": [() => import(/* webpackChunkName: "name" *\/ "path"), "path", require.resolveWeak("path")],`. */
const REGISTRY_LINE =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],$/;
const REGISTRY_HEAD = 'export default {\n';
const REGISTRY_TAIL = '};\n';

/** The registry's chunk names, in file order (Docusaurus sorts them). */
export function registryNames(source: string): string[] {
  return registryLines(source).map((line) => REGISTRY_LINE.exec(line)![1]!);
}

function registryLines(source: string): string[] {
  if (!source.startsWith(REGISTRY_HEAD) || !source.endsWith(REGISTRY_TAIL)) {
    throw new Error('lean-route-table: registry.js no longer starts with "export default {" and ends with "};"');
  }
  const lines = source.slice(REGISTRY_HEAD.length, -REGISTRY_TAIL.length).split('\n');
  const odd = lines.find((line) => !REGISTRY_LINE.test(line));
  if (odd !== undefined)
    throw new Error(`lean-route-table: a registry.js line of an unknown shape: ${odd.slice(0, 160)}`);
  return lines;
}

/** 0 → a, 25 → z, 26 → aa, …: the shortest names first. */
export function letterName(index: number): string {
  let name = '';
  for (let n = index; n >= 0; n = Math.floor(n / 26) - 1) name = String.fromCharCode(97 + (n % 26)) + name;
  return name;
}

/** Each chunk name → its short name, by the registry's order. */
export function shortNames(names: readonly string[]): Map<string, string> {
  if (new Set(names).size !== names.length) throw new Error('lean-route-table: the registry names a chunk twice');
  return new Map(names.map((name, index) => [name, letterName(index)]));
}

function renamed(names: ReadonlyMap<string, string>, name: string): string {
  const short = names.get(name);
  if (short === undefined) throw new Error(`lean-route-table: chunk "${name}" is in no registry entry`);
  return short;
}

/** The registry with short names and without module paths (the loader and the module id stay). */
export function leanRegistry(source: string, names: ReadonlyMap<string, string>): string {
  const lines = registryLines(source).map((line) =>
    line.replace(REGISTRY_LINE, (_all, name: string, path: string) => {
      const short = JSON.stringify(renamed(names, name));
      return `  ${short}: [() => import(/* webpackChunkName: ${short} */ ${path}), "", require.resolveWeak(${path})],`;
    }),
  );
  return `${REGISTRY_HEAD}${lines.join('\n')}${REGISTRY_TAIL}`;
}

/** routesChunkNames.json with every chunk name (a string leaf of a route's record) renamed. */
export function leanChunkNames(json: string, names: ReadonlyMap<string, string>): string {
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') return renamed(names, value);
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
    }
    throw new Error(`lean-route-table: a routesChunkNames.json value of an unknown kind: ${JSON.stringify(value)}`);
  };
  const routes = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(Object.entries(routes).map(([route, chunks]) => [route, rename(chunks)])));
}

/** A route of routes.js, with its component as the arguments it was created with. */
export interface RouteRecord {
  path: string;
  component: {path: string; hash?: string};
  exact?: boolean;
  routes?: RouteRecord[];
  [attribute: string]: unknown;
}

const IMPORTS: Record<string, string> = {
  React: 'react',
  ComponentCreator: '@docusaurus/ComponentCreator',
  chunkNames: '@generated/routesChunkNames',
};

/**
 * A routes.js's routes, read by running it with `ComponentCreator` recording
 * its arguments (and, for the rewritten file, the chunk names it reads).
 */
export function evaluateRoutes(source: string, chunkNames: Record<string, unknown> = {}): RouteRecord[] {
  const body = source
    .replace(/^import (\w+) from '([^']+)';$/gm, (statement, name: string, from: string) =>
      IMPORTS[name] === from ? '' : statement,
    )
    .replace(/^export default /m, 'return ');
  if (/^(import|export) /m.test(body)) throw new Error('lean-route-table: routes.js imports or exports something new');
  const creator = (path: string, hash?: string) => (hash === undefined ? {path} : {path, hash});
  return new Function('ComponentCreator', 'chunkNames', body)(creator, chunkNames) as RouteRecord[];
}

/**
 * routes.js as calls of `r(key, exact, attributes, routes)`. A route's path and
 * hash are in the key of its chunk names (`${path}-${hash}`, which
 * ComponentCreator looks up), so each route names that key's position in
 * routesChunkNames.json instead of repeating both; the attributes (a docs
 * route's `sidebar`) are an index into a table of the distinct sets. The calls
 * build the same route objects.
 */
export function leanRoutes(source: string, chunkNamesJson: string): string {
  const routes = evaluateRoutes(source);
  const keys = Object.keys(JSON.parse(chunkNamesJson) as Record<string, unknown>);
  const position = new Map(keys.map((key, index) => [key, index]));
  const attributeSets: string[] = [];
  const call = (route: RouteRecord): string => {
    const {path, component, exact, routes: children, ...attributes} = route;
    if (component.path !== path) throw new Error(`lean-route-table: route ${path} is created for ${component.path}`);
    if (exact !== undefined && exact !== true) throw new Error(`lean-route-table: route ${path} has exact: ${exact}`);
    let key = -1;
    if (component.hash === undefined) {
      if (path !== '*') throw new Error(`lean-route-table: route ${path} has no hash`);
    } else {
      key = position.get(`${path}-${component.hash}`) ?? -2;
      if (key < 0) throw new Error(`lean-route-table: route ${path} has no chunk names`);
    }
    const set = Object.keys(attributes).length > 0 ? JSON.stringify(attributes) : undefined;
    let index = set === undefined ? -1 : attributeSets.indexOf(set);
    if (set !== undefined && index < 0) index = attributeSets.push(set) - 1;
    const args = [String(key), exact ? '1' : '0', String(index), children ? `[${children.map(call).join(',')}]` : ''];
    // Trailing arguments that say nothing (not exact, no attributes, no routes) are left out.
    const defaults = ['', '0', '-1', ''];
    while (args.length > 1 && args[args.length - 1] === defaults[args.length - 1]) args.pop();
    return `r(${args.join(',')})`;
  };
  const table = routes.map(call).join(',\n');
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import chunkNames from '@generated/routesChunkNames';
// Written by src/plugins/lean-route-table from Docusaurus's routes.js: the same routes.
const K = Object.keys(chunkNames);
const A = [${attributeSets.join(',')}];
function r(key, exact, attributes, routes) {
  const id = key < 0 ? '*' : K[key];
  const cut = key < 0 ? id.length : id.lastIndexOf('-');
  const path = id.slice(0, cut);
  const route = {path, component: key < 0 ? ComponentCreator(path) : ComponentCreator(path, id.slice(cut + 1))};
  if (exact) route.exact = true;
  if (routes) route.routes = routes;
  return attributes >= 0 ? Object.assign(route, A[attributes]) : route;
}
export default [
${table}
];
`;
}

/** The three files, rewritten; throws unless the new routes are the old ones. */
export function leanRouteTable(files: {registry: string; chunkNames: string; routes: string}): {
  registry: string;
  chunkNames: string;
  routes: string;
} {
  const names = shortNames(registryNames(files.registry));
  const chunkNames = leanChunkNames(files.chunkNames, names);
  const routes = leanRoutes(files.routes, chunkNames);
  const rebuilt = evaluateRoutes(routes, JSON.parse(chunkNames) as Record<string, unknown>);
  if (JSON.stringify(rebuilt) !== JSON.stringify(normalised(evaluateRoutes(files.routes)))) {
    throw new Error('lean-route-table: the rewritten routes.js builds different routes');
  }
  return {registry: leanRegistry(files.registry, names), chunkNames, routes};
}

/** Routes with their keys in the order `r` sets them, for comparing with the rewritten ones. */
function normalised(routes: RouteRecord[]): RouteRecord[] {
  return routes.map(({path, component, exact, routes: children, ...attributes}) => ({
    path,
    component,
    ...(exact ? {exact} : {}),
    ...(children ? {routes: normalised(children)} : {}),
    ...attributes,
  }));
}
