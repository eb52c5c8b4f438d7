/**
 * What a reader can check about a page and how to say it is wrong:
 * - every doc page carries its audit record (docs-audit/pages.json) in its
 *   front matter (`checkedAgainstFrontMatter`, the site's `parseFrontMatter`),
 *   and the build fails for a doc page without one;
 * - the doc footer (theme/DocItem/Footer, wrapping the classic one) shows
 *   "Checked against `@trpc/server` <version> on <date>" and a "Report a
 *   problem with this page" link to a prefilled GitHub issue (./report.ts).
 * "Last updated" and "Edit this page" are Docusaurus's own (`showLastUpdateTime`,
 * `editUrl` in the site config).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter, Plugin} from '@docusaurus/types';
import {checkedAgainst, isDocPage, sourcePathOf, type AuditRecords} from './records';

export const PLUGIN_NAME = 'page-trust';
/** The records' file, relative to the site. */
export const RECORDS_FILE = 'docs-audit/pages.json';

export function readRecords(siteDir: string): AuditRecords {
  return JSON.parse(fs.readFileSync(path.join(siteDir, RECORDS_FILE), 'utf8')) as AuditRecords;
}

/**
 * The site's `markdown.parseFrontMatter`: Docusaurus's own parser, then, for a
 * doc page, its record as `checked_against`. Throws (failing the build) for a
 * doc page without a record. Read once per build; `npm start` reads it again
 * when restarted.
 */
export function checkedAgainstFrontMatter(siteDir: string): ParseFrontMatter {
  let records: AuditRecords | null = null;
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const source = sourcePathOf(siteDir, params.filePath);
    if (!isDocPage(source)) return result;
    records ??= readRecords(siteDir);
    return {...result, frontMatter: {...result.frontMatter, checked_against: checkedAgainst(records, source)}};
  };
}

export default function pageTrustPlugin(): Plugin {
  const theme = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    getPathsToWatch: () => [RECORDS_FILE],
  };
}
