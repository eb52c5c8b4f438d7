import {axe, seriousViolations} from './axe';
import type {Page} from '@playwright/test';
import {expect, openPage, test, useStoredTheme} from './fixtures';

/**
 * Install commands (src/remark/installTabs.ts): the reader picks a package manager
 * once, by keyboard, and every install block shows it, on this page, on the next
 * page of the visit and after a reload. One page load per step, on a phone in
 * light mode and a desktop in dark mode.
 */

/** Two pages with install blocks: the first has two, so the pick is seen to hold across the page. */
const FIRST = '/docs/getting-started';
const NEXT = '/docs/server/routers';
const STORAGE_KEY = 'docusaurus.tab.package-manager';

/** The selected tab of every install tab set of the article. */
async function selectedManagers(page: Page): Promise<string[]> {
  const sets = page.locator('article [role=tablist]').filter({has: page.getByRole('tab', {name: 'Bun', exact: true})});
  expect(await sets.count()).toBeGreaterThan(0);
  return sets.evaluateAll((lists) =>
    lists.map((list) => list.querySelector('[aria-selected=true]')?.textContent ?? ''),
  );
}

/** The code a reader sees in the set's visible panel. */
const visibleCommand = (page: Page) =>
  page.locator('article [role=tabpanel]:not([hidden]) pre').filter({visible: true}).first().innerText();

for (const {width, height, theme} of [
  {width: 390, height: 844, theme: 'light'},
  {width: 1280, height: 800, theme: 'dark'},
] as const) {
  test.describe(`${width} px, ${theme}`, () => {
    test.use({viewport: {width, height}});

    test('pnpm picked by keyboard holds across the page, on the next page and after a reload; axe finds nothing serious', async ({
      page,
    }) => {
      test.setTimeout(90_000); // three page loads and two axe runs of a whole doc page
      await useStoredTheme(page, theme);
      await openPage(page, FIRST);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const before = await selectedManagers(page);
      expect(before.length, 'the page has two install blocks').toBe(2);
      expect(new Set(before)).toEqual(new Set(['npm']));

      // Keyboard only: the selected tab is the one tab stop; arrows move, Enter picks.
      const first = page.locator('article [role=tablist]').first();
      await first.getByRole('tab', {selected: true}).focus();
      await page.keyboard.press('ArrowRight');
      await expect(first.getByRole('tab', {name: 'Yarn', exact: true})).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(first.getByRole('tab', {name: 'pnpm', exact: true})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(first.getByRole('tab', {name: 'pnpm', exact: true})).toHaveAttribute('aria-selected', 'true');
      // Every install block of the page follows.
      await expect.poll(() => selectedManagers(page)).toEqual(['pnpm', 'pnpm']);
      expect(await visibleCommand(page)).toMatch(/^pnpm add @trpc\/server@10\.30\.0 /);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('pnpm');
      // ArrowLeft from the first tab wraps to the last, as the theme's tabs do.
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowLeft');
      await expect(first.getByRole('tab', {name: 'Bun', exact: true})).toBeFocused();
      expect(await seriousViolations(axe(page))).toEqual([]);

      // Another page of the same visit, reached by a link in the article (in the app), then reloaded.
      await page.locator(`article a[href="${NEXT}"]`).first().click();
      await expect(page).toHaveURL(NEXT);
      await expect(page.locator('article h1')).toHaveText('Define Routers');
      expect(await selectedManagers(page)).toEqual(['pnpm']);
      await page.reload();
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect.poll(() => selectedManagers(page)).toEqual(['pnpm']);
      expect(await visibleCommand(page)).toMatch(/^pnpm add @trpc\/server@10\.30\.0 zod$/);
      expect(await seriousViolations(axe(page))).toEqual([]);
    });
  });
}
