import {expect, openPage, test} from './fixtures';

/**
 * The highlighted item on each page type: what the server renders is checked in
 * tests/build/navbar.test.ts; the phone menu's is checked here, where the menu opens.
 */
const PHONE_PAGES: [string, string][] = [
  ['/docs/server/routers', 'Docs'],
  ['/docs/quickstart', 'Quickstart'],
  ['/docs/client/nextjs/ssr', 'Using Next.js'],
  ['/blog', 'Blog'],
];

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu highlights the same one item', async ({page}) => {
    test.setTimeout(60_000);
    for (const [path, expected] of PHONE_PAGES) {
      await openPage(page, path);
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      // The menu's own entries; inside the Versions entry the current version is marked, as on a desktop.
      const entries = page
        .locator('.navbar-sidebar__item')
        .first()
        .locator(':scope > ul > li > a, :scope > ul > li > .menu__list-item-collapsible > a');
      await expect(entries.and(page.locator('.menu__link--active, [aria-current]')), path).toHaveText([expected]);
    }
  });

  test("the menu's close button is a target of at least 24 × 24 px, and closes it", async ({page}) => {
    await openPage(page, '/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const close = page.getByRole('button', {name: 'Close navigation bar'});
    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await close.click();
    await expect(page.locator('.navbar-sidebar')).not.toBeInViewport();
  });

  test("the menu's social links are named, by the text they show", async ({page}) => {
    await openPage(page, '/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const menu = page.locator('.navbar-sidebar__item').first();
    for (const [name, href] of [
      ['GitHub repository', 'https://github.com/trpc/trpc'],
      ['tRPC on Twitter', 'https://twitter.com/trpcio'],
      ['tRPC on Discord', 'https://discord.gg/wzaMgEJkcf'],
    ]) {
      // The name says the link opens a new tab; the words shown are the name before that.
      const link = menu.getByRole('link', {name: `${name} (opens in new tab)`, exact: true});
      await expect(link).toHaveAttribute('href', href!);
      // The name is on screen too, beside the icon (an icon alone says little in a list).
      expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(JSON.stringify(name));
      await expect(link).toBeInViewport();
    }
  });
});
