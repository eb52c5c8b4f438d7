import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * The smoke test of `npm start` (e2e/dev/): the dev server, as a contributor
 * runs it on a fresh clone, answers pages, client-side navigation and search.
 * Its port is E2E_PORT + 2 (4175 by default), clear of the build's servers.
 */
export const DEV_PORT = Number(process.env.E2E_PORT ?? 4173) + 2;

export default defineConfig({
  ...base,
  testDir: 'e2e/dev',
  testIgnore: [],
  reporter: [['list'], ['json', {outputFile: 'test-reports/dev.json'}]],
  use: {...base.use, baseURL: `http://127.0.0.1:${DEV_PORT}`},
  // The first compile of a page can take a while on 2 cores.
  timeout: 120_000,
  webServer: {
    command: `npx docusaurus start --host 127.0.0.1 --port ${DEV_PORT} --no-open`,
    url: `http://127.0.0.1:${DEV_PORT}/docs/server/routers`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
});
