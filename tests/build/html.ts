/** Reading the production build in build/ for the tests over it. */
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {htmlFileOfRoute} from '../../scripts/buildFiles';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** A page's file: docs/x.html (trailingSlash: false), or a folder's index.html. */
export function htmlFileOf(route: string): string {
  return htmlFileOfRoute(BUILD_DIR, route);
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
