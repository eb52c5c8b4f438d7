/**
 * The search index files as they are shipped, and read back into records.
 *
 * A record written whole repeats what every record of its page shares: the
 * page's URL three times (`url`, `url_without_anchor`, `objectID`), its
 * section and title, its docs version and language, and a weight that follows
 * from its type and place. So a file holds one entry per page with those once,
 * and each record as a short array. Reading it gives back the very records the
 * build made, in the same order (the engine breaks ties by that order).
 * The 10.x file went from 271 KB to about 170 KB gzip: a reader's first search
 * downloads that much less.
 */
import {LEVELS, LEVEL_WEIGHT, type Hierarchy, type RecordType, type SearchRecord} from './recordShape';

/** A record of a page: its type, anchor and content, then its lvl2…lvl6 headings, trailing empty ones left out. */
export type IndexRecord = [RecordType, string | null, string | null, ...Array<string | null>];

export interface IndexPage {
  /** The page's URL (`url_without_anchor`). */
  u: string;
  /** `docusaurus_tag`. */
  g: string;
  /** `language`. */
  l: string;
  /** The section (lvl0) and the title (lvl1). */
  s: string | null;
  t: string | null;
  /** The 10.x twin its title record names (9.x pages). */
  w?: string;
  r: IndexRecord[];
}

/** The levels a record holds itself; lvl0 and lvl1 are its page's. */
const HEADINGS = LEVELS.slice(2);
const FIELDS = new Set([
  'objectID',
  'url',
  'url_without_anchor',
  'anchor',
  'type',
  'hierarchy',
  'content',
  'language',
  'docusaurus_tag',
  'weight',
  'twin',
]);

const urlOf = (page: string, anchor: string | null) => (anchor ? `${page}#${anchor}` : page);

/**
 * The file's pages. Throws if a record is not what the build makes (a page's
 * records apart, a field this format does not hold, a weight or URL that does
 * not follow from the rest): such a record would not come back as it was.
 */
export function encodeIndex(records: readonly SearchRecord[]): IndexPage[] {
  const pages: IndexPage[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    let page = pages[pages.length - 1];
    if (!page || page.u !== record.url_without_anchor) {
      if (seen.has(record.url_without_anchor))
        throw new Error(`search index: the records of ${record.url_without_anchor} are not together`);
      seen.add(record.url_without_anchor);
      page = {
        u: record.url_without_anchor,
        g: record.docusaurus_tag,
        l: record.language,
        s: record.hierarchy.lvl0,
        t: record.hierarchy.lvl1,
        r: [],
      };
      pages.push(page);
    }
    const position = page.r.length;
    const headings = HEADINGS.map((level) => record.hierarchy[level] ?? null);
    while (headings.length > 0 && headings[headings.length - 1] === null) headings.pop();
    const encoded: IndexRecord = [record.type, record.anchor, record.content, ...headings];
    if (record.twin !== undefined) {
      if (record.type !== 'lvl1' || page.w !== undefined)
        throw new Error(`search index: ${record.objectID} names a twin, and only a page's title record may`);
      page.w = record.twin;
    }
    page.r.push(encoded);
    const decoded = decodeRecord(page, position);
    const problem = differs(record, decoded);
    if (problem) throw new Error(`search index: ${record.objectID} would not read back as it is (${problem})`);
  }
  return pages;
}

/**
 * The records of a file, as the build made them. A file of whole records, as
 * the site wrote them before this format, is read as it is: a reader's offline
 * copy (src/plugins/offline-reading) may still be one.
 */
export function decodeIndex(pages: readonly IndexPage[] | readonly SearchRecord[]): SearchRecord[] {
  if (pages.length > 0 && 'objectID' in pages[0]!) return pages as SearchRecord[];
  return (pages as readonly IndexPage[]).flatMap((page) => page.r.map((_, position) => decodeRecord(page, position)));
}

/** An index file's text (compact or of whole records), read into its records. */
export const parseIndex = (json: string): SearchRecord[] =>
  decodeIndex(JSON.parse(json) as IndexPage[] | SearchRecord[]);

function decodeRecord(page: IndexPage, position: number): SearchRecord {
  const [type, anchor, content, ...headings] = page.r[position]!;
  const hierarchy: Hierarchy = {lvl0: page.s, lvl1: page.t, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  HEADINGS.forEach((level, i) => (hierarchy[level] = headings[i] ?? null));
  const record: SearchRecord = {
    objectID: `${page.u}#${position}`,
    url: urlOf(page.u, anchor),
    url_without_anchor: page.u,
    anchor,
    type,
    hierarchy,
    content,
    language: page.l,
    docusaurus_tag: page.g,
    weight: {level: LEVEL_WEIGHT[type], position},
  };
  if (page.w !== undefined && type === 'lvl1') record.twin = page.w;
  return record;
}

/** What of `record` its decoded form does not give back, or null. */
function differs(record: SearchRecord, decoded: SearchRecord): string | null {
  const extra = Object.keys(record).filter((key) => !FIELDS.has(key));
  if (extra.length > 0) return `fields ${extra.join(', ')}`;
  // Level by level: a hierarchy's key order is not part of it.
  if (LEVELS.some((level) => (record.hierarchy[level] ?? null) !== decoded.hierarchy[level])) return 'hierarchy';
  const same = (key: string) =>
    key === 'hierarchy' ||
    JSON.stringify(record[key as keyof SearchRecord] ?? null) ===
      JSON.stringify(decoded[key as keyof SearchRecord] ?? null);
  return [...FIELDS].find((key) => !same(key)) ?? null;
}

/**
 * A file split for the browser in two: its headings and titles first, its body
 * text after. The head holds every record, in order, with each body-text
 * record's text left out; the body holds those texts, in the same order. A
 * reader's first search needs only the head (the engine indexes titles and
 * headings before body text anyway, ./engine.ts), and the head stays small as
 * the docs grow: at five times today's docs the whole 10.x file is over a
 * megabyte gzip, its head about a tenth of it (handbook/search.md, "The offline index").
 */
export interface SplitIndex {
  head: IndexPage[];
  /** The text of each `content` record of the head, in order. */
  body: Array<string | null>;
}

export function splitIndex(pages: readonly IndexPage[]): SplitIndex {
  const body: Array<string | null> = [];
  const head = pages.map((page) => ({
    ...page,
    r: page.r.map((record): IndexRecord => {
      if (record[0] !== 'content') return record;
      body.push(record[2]);
      const [type, anchor, , ...headings] = record;
      return [type, anchor, null, ...headings];
    }),
  }));
  return {head, body};
}

/**
 * Gives the head's body-text records their text, in place (the engine indexing
 * the head holds these very records). Throws unless the body has one text for
 * each of them: a head and a body of different builds.
 */
export function fillContent(records: readonly SearchRecord[], body: ReadonlyArray<string | null>): void {
  const bodyRecords = records.filter((record) => record.type === 'content');
  if (bodyRecords.length !== body.length) {
    throw new Error(`search index: ${body.length} body texts for ${bodyRecords.length} records (head and body differ)`);
  }
  bodyRecords.forEach((record, i) => (record.content = body[i] ?? null));
}
