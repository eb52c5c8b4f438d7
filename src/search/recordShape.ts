/**
 * The shape of a search record, the same the Algolia crawler produces for
 * Docusaurus sites. Its own module, with no imports: the engine, the client and
 * the search page run in the browser, and importing it from the plugin's
 * records.ts (src/plugins/offline-search, which parses built HTML with cheerio)
 * put 99.5 KB gzip of HTML parser in the first search's download.
 */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

/** A record's `weight.level`, by its type: titles, then headings by depth, then text. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Higher ranks first among equal text matches: titles, then headings, then text. */
  weight: {level: number; position: number};
  /** On a 9.x page's title record: the page's 10.x twin (config/redirects.ts), offered beside it. */
  twin?: string;
  /**
   * The sidebar categories between the section (lvl0) and the page, as the
   * breadcrumbs name them ("Next.js"). Read when the index is written, to tell
   * pages of the same title apart (./sameTitles.ts), and not shipped.
   */
  trail?: string;
}
