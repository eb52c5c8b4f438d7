import {defineConfig} from 'vitest/config';

/**
 * Tests of the tools rather than of the site (`npm run test:tools`): cspell's behaviour with our
 * configuration, V8's heap growing factor under the build's flag. They only change when a tool
 * does, so they run when package.json, the lock file or a tool's configuration changes (the
 * workflow's `tools` job), not in every `npm test`.
 */
export default defineConfig({
  test: {
    include: ['{config,scripts,src}/**/*.tools.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
