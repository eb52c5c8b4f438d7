/**
 * What a reader can check about a page and how to say it is wrong:
 * - every doc page carries its audit record (docs-audit/pages.json) in its
 *   front matter (`checkedAgainstFrontMatter`, the site's `parseFrontMatter`),
 *   and the build fails for a doc page without one;
 * - the doc footer (theme/DocItem/Footer, in place of the classic one) ends
 *   with one line (theme/PageFacts): "Last edited <date>", "Checked against
 *   `@trpc/server` <version> on <date>" (unless the record says the page makes
 *   no API claim) and a "Report a problem with this page" link to a
 *   prefilled GitHub issue (./report.ts);
 * - a post's footer (theme/BlogPostItem/Footer) says "Published <date>", and
 *   "Last edited <date>" only when its file changed on a later day.
 * The dates and "Edit this page" are Docusaurus's (`showLastUpdateTime`, and
 * `editUrl` only when package.json names the site's repository, config/env.ts);
 * the "Last edited" label is set in i18n/en/code.json.
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
