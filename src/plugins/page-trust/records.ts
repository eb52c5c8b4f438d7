/**
 * The per-page audit records (docs-audit/pages.json): what each doc page was
 * last checked against, and when. The site config's `parseFrontMatter` puts a
 * page's record into its front matter as `checked_against`, so the doc footer
 * shows it as HTML (no lookup in the browser), and fails the build for a doc
 * page that has none. ./freshness.ts compares the records with git.
 */
import path from 'node:path';
import {dayMonthYear} from '../../text/dates';

/** A page an audit read claim by claim. */
export interface PageRecord {
  /** The `@trpc/server` version the page was checked against. */
  version: string;
  /** The day the audit's entry for the page was written (YYYY-MM-DD). */
  date: string;
  /** The audit file and entry that hold the details. */
  audit: string;
  /** The commit that wrote that entry. */
  commit: string;
  /**
   * `false` for a page that makes no claim about tRPC's API (a list of
   * sponsors, quotes, other people's projects): its footer does not say what
   * it was checked against. Absent: the page makes API claims.
   */
  apiClaims?: false;
}

/** Pages generated from a package's sources at every build (the API reference). */
export interface GeneratedRecord {
  package: string;
  version: string;
}

export interface AuditRecords {
  /** Commits that touched pages without changing what they say, each with the reason. */
  nonContentCommits: Record<string, string>;
  /** Keyed by a folder (ending in `/`): every page under it is generated. */
  generated: Record<string, GeneratedRecord>;
  /** Keyed by the page's source path, relative to the site. */
  pages: Record<string, PageRecord>;
}

/** What a page's front matter carries: the line under the doc reads it. */
export interface CheckedAgainst {
  package: string;
  version: string;
  /** Absent for generated pages. */
  date?: string;
  /** The date as the page shows it: "24 November 2026". */
  dateLabel?: string;
  /** `false` when the page makes no API claim: no "Checked against" line (PageRecord's `apiClaims`). */
  apiClaims?: false;
}

/** Folders whose Markdown pages are doc pages (the guides of each version, the API reference). */
const DOC_FOLDERS = ['docs/', 'versioned_docs/', 'api-reference/'];

/** A doc page's source, not a partial (`_name.mdx` or a file under `_folder/`, which Docusaurus imports but never routes). */
export function isDocPage(sourcePath: string): boolean {
  return (
    DOC_FOLDERS.some((folder) => sourcePath.startsWith(folder)) &&
    /\.mdx?$/.test(sourcePath) &&
    !sourcePath.split('/').some((part) => part.startsWith('_'))
  );
}

/** The site-relative, forward-slashed source path of a file. */
export function sourcePathOf(siteDir: string, filePath: string): string {
  return path.relative(siteDir, filePath).split(path.sep).join('/');
}

/** `2026-11-24` → `24 November 2026`, the same in every time zone. */
export function dateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) throw new Error(`a record's date must be YYYY-MM-DD, got "${date}"`);
  return dayMonthYear(Number(match[1]), month, Number(match[3]));
}

/**
 * The record of a doc page, for its front matter. Throws for a page without
 * one: the build fails, naming the page and the file to add it to.
 */
export function checkedAgainst(records: AuditRecords, sourcePath: string): CheckedAgainst {
  const page = records.pages[sourcePath];
  if (page)
    return {
      package: '@trpc/server',
      version: page.version,
      date: page.date,
      dateLabel: dateLabel(page.date),
      ...(page.apiClaims === false && {apiClaims: false as const}),
    };
  const folder = Object.keys(records.generated).find((prefix) => sourcePath.startsWith(prefix));
  if (folder) return {...records.generated[folder]!};
  throw new Error(
    `${sourcePath} has no record in docs-audit/pages.json: audit the page against its @trpc/server version, ` +
      'then add its entry (version, date, audit, commit) as docs-audit/README.md describes',
  );
}
