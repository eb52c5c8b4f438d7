import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

/**
 * Unit tests: pure logic, next to the code they test. Threads without a fresh module
 * graph per file: 101 files ran in 65 s as isolated forks and in 28 s like this
 * (handbook/testing.md); no test relies on a module state of its own.
 */
export default defineConfig({
  test: {
    include: ['{config,scripts,src}/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    // Tests of the tools themselves run on their own: vitest.tools.config.ts.
    exclude: ['**/node_modules/**', '**/*.tools.test.ts'],
    pool: 'threads',
    isolate: false,
    // Every core: Vitest's default leaves one to its main process, which idles while tests
    // run (22 s → 19 s here on 2 cores).
    maxWorkers: availableParallelism(),
    // The JSON report feeds `npm test`'s closing line (scripts/test-summary).
    reporters: ['default', ['json', {outputFile: 'test-reports/unit.json'}]],
  },
});
