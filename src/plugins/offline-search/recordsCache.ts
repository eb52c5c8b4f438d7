/**
 * The dev server's search records, kept between runs of `npm start`. Rendering
 * every page's Markdown to index it took about 15 s of each start (350 pages,
 * the API reference included); a page whose source and metadata are unchanged
 * keeps its records. The cache holds only the pages of the last run, so it
 * never grows with pages that are gone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {SearchRecord} from './records';

/** Bump when the records' shape or the extraction changes, so old entries are not reused. */
const FORMAT = 3;

/** What a page's records depend on: its URL, metadata and source text. */
export function pageKey(page: object): string {
  return crypto.createHash('sha256').update(JSON.stringify({FORMAT, page})).digest('hex');
}

export interface RecordsCache {
  /** The page's records, computed by `compute` unless the cache has them. */
  records(key: string, compute: () => SearchRecord[]): SearchRecord[];
  /** Writes this run's entries, and only those. */
  save(): Promise<void>;
  /** How many pages came from the cache in this run. */
  readonly hits: number;
}

export function createRecordsCache(
  stored: Record<string, SearchRecord[]>,
  write: (entries: Record<string, SearchRecord[]>) => Promise<void>,
): RecordsCache {
  const used: Record<string, SearchRecord[]> = {};
  let hits = 0;
  return {
    records(key, compute) {
      const cached = stored[key];
      if (cached) hits++;
      return (used[key] = cached ?? compute());
    },
    save: () => write(used),
    get hits() {
      return hits;
    },
  };
}

/** The cache in a file (node_modules/.cache/…); a missing or unreadable file is an empty cache. */
export async function openRecordsCache(file: string): Promise<RecordsCache> {
  const stored = await fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, SearchRecord[]>)
    .catch(() => ({}));
  return createRecordsCache(stored, async (entries) => {
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, JSON.stringify(entries));
  });
}
