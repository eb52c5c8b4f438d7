/**
 * The test object every spec uses: it fails a test whose page logs an error it did
 * not expect. Every host but the local server is blocked by the browser itself
 * (--host-resolver-rules in playwright.config.ts).
 */
import {test as base, expect, type Page} from '@playwright/test';

export {expect};

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

export const test = base.extend<{
  /** Console errors a test expects (a 404 page logs its own 404, for example). */
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
}>({
  expectedConsoleErrors: [null, {option: true}],
  page: async ({page}, use) => {
    await use(page);
    // A test can end while one of its route handlers still reads a response (a spec that
    // fails scripts by their text): closing the page disposes that response, and the
    // handler's "Response has been disposed" would fail a test whose assertions all passed.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  },
  consoleErrors: [
    async ({page, expectedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // Other hosts are blocked (no name resolves), or the test is offline: Chromium reports
        // each of their failed requests as an error. A local one still fails the test.
        if (m.type() !== 'error') return;
        const from = m.location().url;
        if (m.text().startsWith('Failed to load resource: net::ERR_') && from && !isLocal(new URL(from))) return;
        errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors.filter((e) => !expectedConsoleErrors?.test(e))).toEqual([]);
    },
    {auto: true},
  ],
});

/** Opens a path and waits until React has hydrated it, so clicks reach handlers. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Opens `path`, opens the search modal with its shortcut and types `query`. */
export async function searchFrom(page: Page, path: string, query: string): Promise<void> {
  await openPage(page, path);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

/** Starts every page of this test in the given colour mode. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
}

/**
 * Waits for the colour transitions a switch of theme starts (Infima eases links' colours, for
 * one): a check would otherwise read a colour half-way, which failed a run on a busy machine.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Switches the open page to `theme` as the system does (no choice stored), once its colours have settled. */
export async function useSystemTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: theme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await transitionsDone(page);
}

/**
 * Runs `check` on the open page in light, then in dark mode, as the system switches (no choice
 * is stored, so the site follows it, as a reader's would). One page serves both: opening it
 * again in a new context cost about as much as most checks. Name each assertion by `theme`.
 */
export async function inLightAndDark(page: Page, check: (theme: 'light' | 'dark') => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await useSystemTheme(page, theme);
    await check(theme);
  }
}
