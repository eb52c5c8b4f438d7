import {defineConfig} from 'vitest/config';

/** Tests over the production build in build/ (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
  },
});
