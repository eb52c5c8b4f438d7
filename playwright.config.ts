import path from 'node:path';
import {defineConfig} from '@playwright/test';

/**
 * Debian's Chromium (Playwright cannot download its own browser here), through
 * a wrapper that turns off the omnibox's WebUI popup, which every test's new
 * window rendered at more CPU than the page (scripts/test-browser/chromium). The wrapper
 * launches $CHROMIUM_PATH, or /usr/bin/chromium.
 */
const CHROMIUM = path.join(__dirname, 'scripts/test-browser/chromium');
/** E2E_PORT lets two checkouts run their tests at once without one answering for the other. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The same build served under a base path it was not built for. */
export const WRONG_BASE_PORT = PORT + 1;

const server = (port: number, extra = '') => ({
  command: `npx tsx scripts/serve --port ${port} ${extra}`.trim(),
  url: `http://127.0.0.1:${port}${extra ? '/wrong/' : '/'}`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'e2e',
  // The dev server's smoke test has its own config (playwright.dev.config.ts).
  testIgnore: 'dev/**',
  fullyParallel: true,
  // Three workers on 2 cores: many tests wait on timers or the network while another renders
  // (426 s with two, 362 s with three, for the whole suite on one machine, 2026-11-28).
  workers: 3,
  forbidOnly: !!process.env.CI,
  // The JSON report feeds `npm test`'s closing line (scripts/test-summary).
  reporter: [['list'], ['json', {outputFile: 'test-reports/e2e.json'}]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, console, network), but without DOM
    // snapshots or a screencast: recording those costs 30-40 ms per action on a doc page,
    // which made a 600-keystroke focus test take longer than its timeout on 2 cores.
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Nothing leaves the machine: no name but the local server's resolves. The browser
        // fails those requests itself; routing every request through the test process to
        // abort them cost about 9 % of three specs' time (two rounds in turn, 2026-11-28).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
        // V8 without its optimizing tiers (TurboFan, Maglev): a test's page lives seconds, too
        // short to repay their compiling on 2 busy cores. Semantics are the same in every tier.
        // Five runs of six specs in turn, 2026-11-28: 5 % less CPU and wall time (4 of 5 faster).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  webServer: [server(PORT), server(WRONG_BASE_PORT, '--base /wrong/')],
});
