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

/**
 * The commits that touched each file under `dirs`, newest first, keyed by the
 * file's path today: one `git log` for all of them, following renames (a
 * file's commits before a move count as its own); merges are left out (the
 * commits on their sides count).
 */
export function fileHistories(siteDir: string, dirs: readonly string[]): Map<string, FileCommit[]> {
  const out = execFileSync(
    'git',
    ['log', '--no-merges', '-M', '--name-status', '--format=@%H %cd', '--date=format-local:%Y-%m-%d', '--', ...dirs],
    {cwd: siteDir, encoding: 'utf8', env: {...process.env, TZ: 'UTC'}, maxBuffer: 64 * 1024 * 1024},
  );
  return parseHistories(out);
}

/** ./fileHistories's parser: `@<hash> <day>` lines, each followed by its `M\tpath`, `R100\told\tnew` lines. */
export function parseHistories(log: string): Map<string, FileCommit[]> {
  const histories = new Map<string, FileCommit[]>();
  // A path as it was at the commit being read → its path today.
  const today = new Map<string, string>();
  let commit: FileCommit | null = null;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) {
      const [hash = '', day = ''] = line.slice(1).split(' ');
      commit = {hash, day};
      continue;
    }
    const [status = '', ...paths] = line.split('\t');
    if (!commit || paths.length === 0) continue;
    const path = paths[paths.length - 1]!;
    const current = today.get(path) ?? path;
    histories.set(current, [...(histories.get(current) ?? []), commit]);
    // Older commits name the file by its path before the move.
    if (/^[RC]/.test(status) && paths.length === 2) today.set(paths[0]!, current);
  }
  return histories;
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
