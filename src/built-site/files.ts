/**
 * Reading a built site (build/): its HTML files and the route each serves.
 * The build's plugins (offline search, social cards), the tools (host config,
 * search records, bench) and the build tests share it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {relativeRoute, trimTrailingSlash} from '../docs-model/routes';

/** The HTML files of a built site, skipping the bundles in assets/. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The route a folder's index.html serves: build/docs/x/index.html → /docs/x. */
export function routeOfIndexFile(buildDir: string, file: string): string {
  return trimTrailingSlash(`/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}`);
}

/**
 * The route a page file serves. With `trailingSlash: false` Docusaurus writes
 * /docs/x as build/docs/x.html; folder indexes (the home page, pages of the
 * client-redirects plugin) are build/x/index.html. Routes that end in .html
 * (the not-found page, /404.html) are written as they are.
 */
export function routeOfHtmlFile(buildDir: string, file: string): string {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  if (rel === 'index.html' || rel.endsWith('/index.html')) return routeOfIndexFile(buildDir, file);
  return rel === '404.html' ? '/404.html' : `/${rel.replace(/\.html$/, '')}`;
}

/** The file that holds a route's page: x.html, else x/index.html (relative to the build). */
export function htmlFileOfRoute(buildDir: string, route: string): string {
  const rel = relativeRoute(route);
  if (rel === '') return path.join(buildDir, 'index.html');
  if (rel.endsWith('.html')) return path.join(buildDir, rel);
  const flat = path.join(buildDir, `${rel}.html`);
  return fs.existsSync(flat) ? flat : path.join(buildDir, rel, 'index.html');
}
