/**
 * One closing line for `npm test`: the counts of every test runner, added up.
 *
 * Vitest and Playwright each close with their own summary, in their own words;
 * CI (and a reader scrolling back) wants a single "N passed, N failed" line.
 */

/** The fields of Vitest's JSON reporter that count tests. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
}

/** The fields of Playwright's JSON reporter that count tests. */
export interface PlaywrightReport {
  stats: {expected: number; unexpected: number; flaky: number; skipped: number};
}

export interface Counts {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
}

export function vitestCounts(suite: string, report: VitestReport): Counts {
  return {
    suite,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** A flaky test passed on a retry, so it counts as passed. */
export function playwrightCounts(suite: string, report: PlaywrightReport): Counts {
  const {expected, unexpected, flaky, skipped} = report.stats;
  return {suite, passed: expected + flaky, failed: unexpected, skipped};
}

/**
 * The breakdown by runner, then the total as the last line. Only the total has
 * the "N passed, N failed" shape, and it stands bare on its line: CI reads the
 * log's plain closing line, and two stops whose total carried a "tests:" prefix
 * were recorded as having run no test.
 */
export function closingLines(counts: Counts[]): string[] {
  const total = counts.reduce(
    (sum, c) => ({passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped}),
    {passed: 0, failed: 0, skipped: 0},
  );
  const byRunner = counts.map((c) => `${c.suite} ${c.passed}/${c.passed + c.failed}`).join(', ');
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  return [`by runner (passed/run): ${byRunner}`, `${total.passed} passed, ${total.failed} failed${skipped}`];
}
