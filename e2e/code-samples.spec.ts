import {axe, seriousViolations} from './axe';
import {expect, openPage, test, useStoredTheme} from './fixtures';

/**
 * A checked block's extras (src/plugins/code-highlight/samples.ts): its hidden
 * setup behind "Show setup (N lines)" and its link to the TypeScript Playground.
 * One page load per colour mode; the phone and the desktop widths in turn.
 */
const PAGE = '/docs/concepts';

test.describe('code samples', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const theme of ['light', 'dark'] as const) {
    test(`setup disclosure and playground link by keyboard, at 390 and 1280 px in ${theme} mode, pass axe`, async ({
      page,
    }) => {
      test.setTimeout(120_000); // two widths and two axe runs of a whole doc page
      await useStoredTheme(page, theme);
      await page.setViewportSize({width: 390, height: 844});
      await openPage(page, PAGE);
      const setup = page.locator('details[data-setup]').first();
      const summary = setup.locator('summary');
      await expect(summary).toHaveText(/^Show setup \(2 lines\)$/);
      await expect(setup.locator('pre')).toBeHidden();

      // By keyboard: the summary takes focus and Enter opens it.
      await summary.focus();
      await expect(summary).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(setup).toHaveAttribute('open', '');
      const setupCode = setup.locator('pre');
      await expect(setupCode).toBeVisible();
      await expect(setupCode).toContainText('const tickets = new Map<string, Ticket>();');
      // Highlighted like the block below it: its tokens have colour classes.
      await expect(setupCode.locator('.token.keyword').first()).toBeVisible();
      await expect(setupCode).not.toContainText('---cut---');
      // Nothing wider than the phone's column.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The playground link is a plain link to the site's page that goes on.
      const sample = setup.locator('xpath=..');
      const link = sample.getByRole('link', {name: 'Open in TypeScript Playground'});
      await expect(link).toHaveAttribute('href', /^\/play\/[0-9a-f]{16}$/);
      // The setup's lines wrap: it never scrolls sideways, so Tab does not stop on it.
      expect(await setupCode.evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Tab');
      await expect(setupCode).not.toBeFocused();

      // The copy button copies the code shown below the setup, without it.
      const block = sample.locator('div.theme-code-block');
      await block.hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith("import { initTRPC } from '@trpc/server';")).toBe(true);
      expect(copied).not.toMatch(/---cut---|const tickets = new Map|\^\?/);

      // The whole page, with the setup open: once per test (axe takes minutes on a busy
      // machine), at the phone width in light mode and at the desktop width in dark mode.
      if (theme === 'light') expect(await seriousViolations(axe(page))).toEqual([]);

      await page.setViewportSize({width: 1280, height: 900});
      await expect(setupCode).toBeVisible();
      if (theme === 'dark') expect(await seriousViolations(axe(page))).toEqual([]);
      await summary.click();
      await expect(setup).not.toHaveAttribute('open', '');
    });
  }

  test('the link leads to a page of the site, served with no script, that sends the reader to the playground', async ({
    page,
  }) => {
    await openPage(page, PAGE);
    const href = await page.locator('a[data-playground]').first().getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=https:\/\/www\.typescriptlang\.org\/play\?/);
    expect(html).not.toMatch(/<script/i);
  });
});
