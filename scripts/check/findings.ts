/** What `npm run check` reports: one line per finding, then a summary line. */

/** The six kinds of breakage the check looks for. */
export type FindingKind = 'spelling' | 'sample' | 'mdx' | 'syntax' | 'link' | 'audit';

export interface Finding {
  /** The page, relative to the repository, forward-slashed. */
  file: string;
  /** 1-based; 1 when the finding is about the whole page. */
  line: number;
  kind: FindingKind;
  message: string;
}

/** `docs/server/routers.mdx:12: link: …` */
export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}: ${f.kind}: ${f.message}`;
}

/** By file, then line; a finding's order within a line is kept. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return findings
    .map((f, i) => ({f, i}))
    .sort((a, b) => a.f.file.localeCompare(b.f.file) || a.f.line - b.f.line || a.i - b.i)
    .map(({f}) => f);
}

/** `3 problems in 2 of 4 pages (spelling 1, link 2) in 7.9 s`, or `no problems in 4 pages in 7.9 s`. */
export function summaryLine(findings: readonly Finding[], pages: number, seconds: number): string {
  const time = `in ${seconds.toFixed(1)} s`;
  const pagesWord = `${pages} page${pages === 1 ? '' : 's'}`;
  if (findings.length === 0) return `check: no problems in ${pagesWord} ${time}`;
  const byKind = new Map<FindingKind, number>();
  for (const f of findings) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
  const kinds = [...byKind].map(([kind, n]) => `${kind} ${n}`).join(', ');
  const files = new Set(findings.map((f) => f.file)).size;
  const problems = `${findings.length} problem${findings.length === 1 ? '' : 's'}`;
  return `check: ${problems} in ${files} of ${pagesWord} (${kinds}) ${time}`;
}
