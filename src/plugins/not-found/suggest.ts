/**
 * The pages closest to a path that has none: the not-found page suggests them.
 * Paths are compared folder by folder (a misspelt, missing or extra folder
 * costs little; an unrelated one a lot), and the docs version prefix
 * (`/docs/v9/…`) counts apart, so a 9.x path prefers 9.x pages. Pure, unit-tested.
 */
import {editDistance} from '../../text/editDistance';

/** One page of the site: its path and title (what the plugin writes at build time). */
export type SitePage = readonly [path: string, title: string];

/** A missing or extra folder: `/docs/routers` for `/docs/server/routers`. */
const FOLDER_COST = 0.6;
/** The same page in the other docs version. */
const VERSION_COST = 0.5;
/** Above this, a page is no suggestion. */
const THRESHOLD = 0.75;

/** How unlike two folder names are: 0 the same, up to 1 unrelated (more than half the letters differ). */
function folderCost(a: string, b: string): number {
  if (a === b) return 0;
  const cost = editDistance(a, b) / Math.max(a.length, b.length);
  return cost > 0.5 ? 1 : cost;
}

/** Edit distance over folders, each substitution weighed by folderCost. */
function pathCost(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j * FOLDER_COST);
  for (let i = 1; i <= a.length; i++) {
    const row = [i * FOLDER_COST];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + FOLDER_COST,
        row[j - 1]! + FOLDER_COST,
        previous[j - 1]! + folderCost(a[i - 1]!, b[j - 1]!),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** A path as folders, lower case, decoded, and its docs version (`v9`, or `current` for other docs). */
export function parsePath(path: string): {version: string | null; folders: string[]} {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it was typed.
  }
  const folders = decoded
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean);
  if (folders[0] !== 'docs') return {version: null, folders};
  if (/^v\d+$/.test(folders[1] ?? '')) return {version: folders[1]!, folders: [folders[0], ...folders.slice(2)]};
  return {version: 'current', folders};
}

/**
 * Whether a page is about what was asked for: its last folder is like the last
 * one asked for, or like the one at its place when more was asked (an extra
 * folder). Without this, every short path (`/`, `/docs`) would be "close".
 */
function sameSubject(wanted: readonly string[], page: readonly string[]): boolean {
  const like = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && folderCost(a, b) < 1;
  return like(wanted.at(-1), page.at(-1)) || (page.length >= 2 && like(wanted[page.length - 1], page.at(-1)));
}

/** The closest pages to `requested`, best first (at most `limit`); none when nothing is close. */
export function suggest(requested: string, pages: readonly SitePage[], limit = 5): SitePage[] {
  const wanted = parsePath(requested);
  return pages
    .map((page) => {
      const {version, folders} = parsePath(page[0]);
      if (!sameSubject(wanted.folders, folders)) return {page, cost: Infinity};
      const cost = pathCost(wanted.folders, folders) + (version === wanted.version ? 0 : VERSION_COST);
      return {page, cost};
    })
    .filter(({cost}) => cost > 0 && cost <= THRESHOLD)
    .sort((a, b) => a.cost - b.cost || a.page[0].length - b.page[0].length)
    .slice(0, limit)
    .map(({page}) => page);
}
