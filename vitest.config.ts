import {defineConfig} from 'vitest/config';

/** Unit tests: pure logic, next to the code they test. */
export default defineConfig({
  test: {
    include: ['{config,scripts,src}/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // The JSON report feeds `npm test`'s closing line (scripts/test-summary).
    reporters: ['default', ['json', {outputFile: 'test-reports/unit.json'}]],
  },
});
