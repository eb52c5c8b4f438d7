/**
 * Every changed doc page needs a current audit record (docs-audit/pages.json,
 * docs-audit/README.md): the build fails for a page without one
 * (`checkedAgainst`), and the freshness unit test for a page changed after its
 * record's date (`staleRecords`). Both rules are theirs, called here on the
 * changed pages only; an uncommitted change counts as a change today.
 */
import {DOCS_VERSIONS} from '../../src/docs-model';
import type {FileCommit} from '../../src/plugins/page-trust/freshness';
import {staleRecords} from '../../src/plugins/page-trust/freshness';
import {checkedAgainst, isDocPage, type AuditRecords} from '../../src/plugins/page-trust/records';
import type {Finding} from './findings';

/** The `@trpc/server` version a page's docs version documents (the freshness test's rule). */
export function documentedVersion(page: string): string | undefined {
  return DOCS_VERSIONS.find((v) => page.startsWith(`${v.contentDir}/`))?.trpc.version;
}

/** The commit an uncommitted change would be: today, in UTC like the git log the test reads. */
export const WORKING_TREE = 'working tree';

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface AuditInput {
  records: AuditRecords;
  /** A page's commits, newest first (./freshness.ts's `fileHistories`). */
  historyOf: (page: string) => readonly FileCommit[];
  /** Pages changed but not committed. */
  uncommitted: ReadonlySet<string>;
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
}

export function auditFindings(
  pages: readonly string[],
  {records, historyOf, uncommitted, today}: AuditInput,
): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages.filter(isDocPage)) {
    try {
      checkedAgainst(records, page);
    } catch (error) {
      findings.push({file: page, line: 1, kind: 'audit', message: (error as Error).message});
      continue;
    }
    const record = records.pages[page];
    // A generated page (the API reference) has no date to keep.
    if (!record) continue;
    const history = uncommitted.has(page) ? [{hash: WORKING_TREE, day: today}, ...historyOf(page)] : historyOf(page);
    const stale = staleRecords({...records, pages: {[page]: record}}, documentedVersion, () => history);
    for (const {reason} of stale) {
      const when = uncommitted.has(page) && reason.endsWith(`changed on ${today}`) ? ' (uncommitted: today)' : '';
      findings.push({
        file: page,
        line: 1,
        kind: 'audit',
        message:
          `record in docs-audit/pages.json ${reason}${when}: re-check the page's claims, update its entry in ` +
          `docs-audit/${record.audit.split('#')[0]} and its record's date (docs-audit/README.md); a change that says ` +
          'nothing new (typo, syntax) instead lists its commit under nonContentCommits',
      });
    }
  }
  return findings;
}
