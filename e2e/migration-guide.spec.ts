import {axe, seriousViolations} from './axe';
import type {Page} from '@playwright/test';
import {expect, openPage, test, useSystemTheme} from './fixtures';

/**
 * The migration guide's data on the pages (src/plugins/migration-guide): a 10.x page's
 * "Coming from 9.x?" panel, used by keyboard, and the guide's diffs and their copy. One
 * load of each page; the phone and the desktop widths in turn; axe in light mode at the
 * phone width, then in dark mode at the desktop width.
 */
const PANEL_PAGE = '/docs/server/routers';
const GUIDE = '/docs/migrate-from-v9-to-v10';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('migration guide data', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('the 9.x panel opens by keyboard and its links lead to the guide, at 390 and 1280 px, and passes axe in light and dark mode', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width: 390, height: 844});
    await openPage(page, PANEL_PAGE);
    const panel = page.locator('details[data-migration-panel]');
    const summary = panel.locator('summary');
    await expect(summary).toHaveText('Coming from 9.x?');
    await expect(panel.getByRole('list')).toBeHidden();

    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('open', '');
    const links = panel.getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(1);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^${GUIDE}#[a-z-]+$`));
    // Tab reaches the first link inside the open panel.
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(axe(page)), 'light mode, 390 px').toEqual([]);

    await page.setViewportSize({width: 1280, height: 900});
    await expect(links.first()).toBeVisible();
    await useSystemTheme(page, 'dark');
    expect(await seriousViolations(axe(page)), 'dark mode, 1280 px').toEqual([]);

    // Following a link lands on its section of the guide.
    const href = (await links.first().getAttribute('href'))!;
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
  });

  test("the guide's diffs mark removed and added lines and copy the new code, at 390 and 1280 px, and pass axe in light and dark mode", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width: 390, height: 844});
    await openPage(page, GUIDE);
    const diff = page.locator('.code-diff').filter({hasText: 'createTRPCProxyClient'});
    await expect(diff).toHaveCount(1);
    const removed = diff.locator('.code-diff-removed').filter({hasText: 'createTRPCClient'}).first();
    const added = diff.locator('.code-diff-added').filter({hasText: 'createTRPCProxyClient'}).first();
    await expect(removed).toBeVisible();
    await expect(added).toBeVisible();
    // Marked by a sign, not colour alone; removed lines cannot be selected.
    await expect(removed).toHaveText(/^− /);
    await expect(added).toHaveText(/^\+ /);
    expect(await removed.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
    // Highlighted as TypeScript on both sides.
    await expect(removed.locator('.token').first()).toBeVisible();
    await expect(added.locator('.token').first()).toBeVisible();
    // The whole 9.x file is there too, closed.
    await expect(page.locator('details[data-diff-before] > summary').first()).toHaveText(/^The whole 9\.x file/);

    // The copy button copies the 10.x code only.
    await diff.hover();
    await diff.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('createTRPCProxyClient<AppRouter>(');
    expect(copied).not.toMatch(/createTRPCClient<|links\/httpBatchLink|^[+−-] /m);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(axe(page)), 'light mode, 390 px').toEqual([]);

    await page.setViewportSize({width: 1280, height: 900});
    await expect(added).toBeVisible();
    await useSystemTheme(page, 'dark');
    expect(await seriousViolations(axe(page)), 'dark mode, 1280 px').toEqual([]);
  });
});
