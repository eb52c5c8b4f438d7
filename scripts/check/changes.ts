/**
 * Which files a change touches: everything committed since the merge base
 * with `main`, plus uncommitted and untracked files, from git. Only content
 * pages (Markdown and MDX under docs/, versioned_docs/, blog/) are checked;
 * the rest is listed for `npm test`.
 */
import {execFileSync} from 'node:child_process';

export interface ChangeSet {
  /** Files that exist after the change (added, modified, renamed to), sorted. */
  present: string[];
  /** Files the change removed (deleted, renamed from), sorted. */
  removed: string[];
  /** Files with uncommitted or untracked changes: they change today, not at a commit. */
  uncommitted: string[];
  /** The commit the files were compared with. */
  baseCommit: string;
  /** The same, for the report: `main (abc1234)`, or HEAD. */
  base: string;
}

/** Markdown and MDX pages of the docs (every version) and the blog. */
export function isContentFile(file: string): boolean {
  return /^(docs|versioned_docs|blog)\/.+\.mdx?$/.test(file);
}

/** `git diff --name-status -z` output: status, path (and a second path for renames and copies), NUL-separated. */
export function parseNameStatus(output: string): {present: string[]; removed: string[]} {
  const fields = output.split('\0');
  const present: string[] = [];
  const removed: string[] = [];
  for (let i = 0; i < fields.length;) {
    const status = fields[i++] ?? '';
    if (status === '') continue;
    if (/^[RC]/.test(status)) {
      const [from = '', to = ''] = [fields[i++], fields[i++]];
      if (status.startsWith('R')) removed.push(from);
      present.push(to);
    } else {
      const file = fields[i++] ?? '';
      (status.startsWith('D') ? removed : present).push(file);
    }
  }
  return {present, removed};
}

/** NUL-separated paths (`git ls-files -z`, `git diff --name-only -z`). */
export function parsePathList(output: string): string[] {
  return output.split('\0').filter(Boolean);
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** The commit the change started from: the merge base with `main` (else `origin/main`), else HEAD. */
function baseCommit(repoRoot: string, branch: string): {commit: string; label: string} {
  for (const ref of [branch, `origin/${branch}`]) {
    try {
      const commit = git(repoRoot, ['merge-base', 'HEAD', ref]).trim();
      return {commit, label: `${ref} (${commit.slice(0, 7)})`};
    } catch {
      // No such branch here: try the next.
    }
  }
  return {commit: 'HEAD', label: 'HEAD'};
}

export function changedFiles(repoRoot: string, branch = 'main'): ChangeSet {
  const {commit, label} = baseCommit(repoRoot, branch);
  // Against the working tree: commits since the base, staged and unstaged changes.
  const diff = parseNameStatus(git(repoRoot, ['diff', '--name-status', '-z', '-M', commit, '--']));
  const untracked = parsePathList(git(repoRoot, ['ls-files', '--others', '--exclude-standard', '-z']));
  const dirty = parsePathList(git(repoRoot, ['diff', '--name-only', '-z', 'HEAD', '--']));
  const removed = new Set(diff.removed);
  const present = new Set([...diff.present, ...untracked]);
  present.forEach((file) => removed.delete(file));
  return {
    present: [...present].sort(),
    removed: [...removed].sort(),
    uncommitted: [...new Set([...dirty, ...untracked])].sort(),
    baseCommit: commit,
    base: label,
  };
}

/** A file as it was at a commit, or null if it did not exist there. */
export function sourceAt(repoRoot: string, commit: string, file: string): string | null {
  try {
    return git(repoRoot, ['show', `${commit}:${file}`]);
  } catch {
    return null;
  }
}

/** Only the working-tree state of the named files: uncommitted if git sees a change to them since HEAD. */
export function uncommittedOf(repoRoot: string, files: readonly string[]): string[] {
  if (files.length === 0) return [];
  const dirty = parsePathList(git(repoRoot, ['diff', '--name-only', '-z', 'HEAD', '--', ...files]));
  const untracked = parsePathList(git(repoRoot, ['ls-files', '--others', '--exclude-standard', '-z', '--', ...files]));
  return [...new Set([...dirty, ...untracked])].sort();
}
