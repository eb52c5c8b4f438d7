import {describe, expect, it} from 'vitest';
import {closingLines, playwrightCounts, vitestCounts} from './summary';

describe('test summary', () => {
  it('adds the runners up into one "N passed, N failed" line', () => {
    const lines = closingLines([
      vitestCounts('unit', {numPassedTests: 90, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0}),
      playwrightCounts('e2e', {stats: {expected: 70, unexpected: 1, flaky: 2, skipped: 0}}),
    ]);
    expect(lines).toEqual(['  unit   90 passed, 0 failed', '  e2e    72 passed, 1 failed', 'tests: 162 passed, 1 failed']);
  });

  it('names skipped tests only when there are some', () => {
    const [, total] = closingLines([
      vitestCounts('build', {numPassedTests: 3, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1}),
    ]);
    expect(total).toBe('tests: 3 passed, 0 failed, 2 skipped');
  });
});
