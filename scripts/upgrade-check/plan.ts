/**
 * The pure parts of `npm run upgrade:check` (./index.ts): which packages move, the
 * package.json of the scratch copy, and the report it prints.
 */

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** Every `@docusaurus/*` package the site depends on: they move together, to one exact version. */
export function docusaurusPackages(pkg: PackageJson): string[] {
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]
    .filter((name) => name.startsWith('@docusaurus/'))
    .sort();
}

/** package.json with every `@docusaurus/*` package at `version`, pinned exactly as the site pins them. */
export function withDocusaurus(pkg: PackageJson, version: string): PackageJson {
  const bump = (deps?: Record<string, string>) =>
    deps &&
    Object.fromEntries(
      Object.entries(deps).map(([name, range]) => [name, name.startsWith('@docusaurus/') ? version : range]),
    );
  return {...pkg, dependencies: bump(pkg.dependencies), devDependencies: bump(pkg.devDependencies)};
}

export interface Step {
  name: string;
  ok: boolean;
  /** What the report says in place of passed/failed. */
  result?: string;
  seconds: number;
  /** What to say under the step: the error's last lines, the failed tests, the changed files. */
  detail: string[];
}

export interface GuardReport {
  docusaurus: string;
  recorded: string;
  guarded: number;
  changed: {upstream: string; reason: string; ours: string[]}[];
  added: string[];
  dropped: string[];
}

/** Whether a guard report asks for work: a changed, new or dropped guarded file. */
export const drifted = (report: GuardReport) => report.changed.length + report.added.length + report.dropped.length > 0;

/** The guard step's lines: each changed file with the files of ours to re-review. */
export function guardLines(report: GuardReport): string[] {
  return [
    `${report.changed.length} of ${report.guarded} guarded upstream files changed (recorded against ${report.recorded}, installed ${report.docusaurus})${drifted(report) ? ':' : '.'}`,
    ...report.changed.map(
      (g) => `- \`${g.upstream}\` (${g.reason}) → re-review ${g.ours.map((o) => `\`${o}\``).join(', ')}`,
    ),
    ...report.added.map((f) => `- newly guarded: \`${f}\``),
    ...report.dropped.map((f) => `- no longer guarded (removed or moved upstream): \`${f}\``),
  ];
}

/** The last `count` lines of a log that say something, without terminal colours. */
export function lastLines(log: string, count: number): string[] {
  return log
    .replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex -- terminal colours
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(-count);
}

/** A Vitest JSON report's failed tests, as "file › test". */
export function failedTests(
  report: {
    testResults: {
      name: string;
      assertionResults: {fullName: string; status: string}[];
      status: string;
      message?: string;
    }[];
  },
  root: string,
): string[] {
  return report.testResults.flatMap((file) => {
    const rel = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${rel} › ${t.fullName}`);
    // A file that fails while loading has no test results, only its message.
    if (failed.length === 0 && file.status === 'failed')
      return [`${rel} › ${(file.message ?? 'failed to load').split('\n')[0]}`];
    return failed;
  });
}

export function renderReport(version: string, node: string, steps: Step[]): string {
  const rows = steps.map(
    (s) => `| ${s.name} | ${s.result ?? (s.ok ? 'passed' : 'failed')} | ${s.seconds.toFixed(0)} s |`,
  );
  const details = steps.filter((s) => s.detail.length > 0).flatMap((s) => ['', `### ${s.name}`, '', ...s.detail]);
  return [
    `## Docusaurus ${version} (Node ${node})`,
    '',
    '| step | result | time |',
    '| --- | --- | --- |',
    ...rows,
    ...details,
    '',
  ].join('\n');
}
