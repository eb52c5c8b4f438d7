/**
 * Which audit records are due again: a record whose date is older than its
 * page's last content change in git, or whose version is not the one the
 * page's docs version documents. Commits listed in the records'
 * `nonContentCommits` (front matter or syntax only, each with the reason)
 * do not count as content changes. Used by ./freshness.test.ts (`npm test`).
 */
import {execFileSync} from 'node:child_process';
import type {AuditRecords} from './records';

/** One commit that touched a file: its full hash and its commit day (YYYY-MM-DD, UTC). */
export interface FileCommit {
  hash: string;
  day: string;
}

/** The commits that touched a file, newest first, following renames; merges left out (their sides count). */
export function fileHistory(siteDir: string, sourcePath: string): FileCommit[] {
  const out = execFileSync(
    'git',
    ['log', '--follow', '--no-merges', '--format=%H %cd', '--date=format-local:%Y-%m-%d', '--', sourcePath],
    {cwd: siteDir, encoding: 'utf8', env: {...process.env, TZ: 'UTC'}},
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash = '', day = ''] = line.split(' ');
      return {hash, day};
    });
}

/** The day of the newest commit that changed what the page says; null if none did. */
export function lastContentChange(history: readonly FileCommit[], nonContent: Record<string, string>): string | null {
  return history.find((commit) => !(commit.hash in nonContent))?.day ?? null;
}

export interface StaleRecord {
  page: string;
  reason: string;
}

export function staleRecords(
  records: AuditRecords,
  /** The version each page's docs version documents. */
  versionOf: (page: string) => string | undefined,
  historyOf: (page: string) => readonly FileCommit[],
): StaleRecord[] {
  const stale: StaleRecord[] = [];
  for (const [page, record] of Object.entries(records.pages)) {
    const expected = versionOf(page);
    if (record.version !== expected) {
      stale.push({page, reason: `checked against ${record.version}, documents ${expected ?? 'no known version'}`});
    }
    const changed = lastContentChange(historyOf(page), records.nonContentCommits);
    if (changed !== null && record.date < changed) {
      stale.push({page, reason: `checked on ${record.date}, changed on ${changed}`});
    }
  }
  return stale;
}
