import {describe, expect, it} from 'vitest';
import {closingLines, playwrightCounts, vitestCounts} from './summary';

describe('test summary', () => {
  it('adds the runners up into one "N passed, N failed" line', () => {
    const lines = closingLines([
      vitestCounts('unit', {numPassedTests: 90, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0}),
      playwrightCounts('e2e', {stats: {expected: 70, unexpected: 1, flaky: 2, skipped: 0}}),
    ]);
    expect(lines).toEqual(['by runner (passed/run): unit 90/90, e2e 72/73', '162 passed, 1 failed']);
    expect(lines.filter((line) => /\d+ passed, \d+ failed/.test(line))).toHaveLength(1);
  });

  it('names skipped tests only when there are some', () => {
    const [, total] = closingLines([
      vitestCounts('build', {numPassedTests: 3, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1}),
    ]);
    expect(total).toBe('3 passed, 0 failed, 2 skipped');
  });
});
