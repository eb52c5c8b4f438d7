import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

/**
 * Tests over the production build in build/ (run `npm run build` first). They only read
 * the build, so its files share one module graph (threads, not isolated): 91 s → 66 s.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    pool: 'threads',
    isolate: false,
    // Every core: Vitest's default leaves one to its main process, which idles while tests
    // run (84 s → 64 s here on 2 cores).
    maxWorkers: availableParallelism(),
    // Some tests read every built page: seconds on 2 busy cores, not Vitest's default 5.
    testTimeout: 60_000,
    // The JSON report feeds `npm test`'s closing line (scripts/test-summary).
    reporters: ['default', ['json', {outputFile: 'test-reports/build.json'}]],
  },
});
