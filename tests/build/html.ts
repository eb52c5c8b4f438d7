/** Reading the production build in build/ for the tests over it. */
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {htmlFileOfRoute} from '../../src/built-site/files';
import {parseIndex} from '../../src/search/indexWire';
import type {SearchRecord} from '../../src/search/recordShape';
import {BLOG, CURRENT_VERSION, DOCS_ROUTE_BASE, DOCS_VERSIONS, routePrefix} from '../../src/docs-model';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** A page's file: docs/x.html (trailingSlash: false), or a folder's index.html. */
export function htmlFileOf(route: string): string {
  return htmlFileOfRoute(BUILD_DIR, route);
}

/** A search index file of the build (`current.json`, `9.x.json`), read back into its records. */
export function readSearchIndex(file: string): SearchRecord[] {
  return parseIndex(fs.readFileSync(path.join(BUILD_DIR, 'search-index', file), 'utf8'));
}

export function readRoute(route: string): string {
  return fs.readFileSync(htmlFileOf(route), 'utf8');
}

export function loadRoute(route: string): CheerioAPI {
  return load(readRoute(route));
}

export function metaContent($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"], meta[property="${name}"]`).attr('content');
}

/** The route Docusaurus gives a Markdown page, from its path, its version (src/docs-model) and its `slug` front matter. */
export function routeOfSource(page: string, source: string): string {
  const slug = /^slug:\s*(\S+)\s*$/m.exec(source.split(/^---$/m)[1] ?? '')?.[1];
  if (page.startsWith(`${BLOG.contentDir}/`))
    return `/blog/${slug ?? path.basename(page).replace(/^\d{4}-\d\d-\d\d-|\.mdx?$/g, '')}`;
  const version = DOCS_VERSIONS.find((v) => page.startsWith(`${v.contentDir}/`)) ?? CURRENT_VERSION;
  const [prefix, dir] = [routePrefix(`/${DOCS_ROUTE_BASE}/${version.path}`), `${version.contentDir}/`];
  if (slug) return slug === '/' ? prefix : `${prefix}${slug}`;
  const rel = page
    .slice(dir.length)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  return rel ? `${prefix}/${rel}` : prefix;
}
