import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

/** Smoke tests of the deploy modes' builds in build-<mode>/ (run `npm run build:modes` first). */
export default defineConfig({
  test: {
    include: ['tests/modes/**/*.test.ts'],
    // Every core, not Vitest's default of one less.
    maxWorkers: availableParallelism(),
    // They read whole builds and run the host config: seconds on 2 busy cores.
    testTimeout: 120_000,
    // The JSON report feeds `npm test`'s closing line (scripts/test-summary).
    reporters: ['default', ['json', {outputFile: 'test-reports/modes.json'}]],
  },
});
