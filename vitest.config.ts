import {defineConfig} from 'vitest/config';

/** Unit tests: pure logic, next to the code they test. */
export default defineConfig({
  test: {
    include: ['{config,scripts,src}/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
