import {expect, openPage, test} from './fixtures';

/** Each page type and the one navbar item a reader expects highlighted there (null: none). */
const PAGES: [string, string | null][] = [
  ['/', null],
  ['/docs', 'Docs'],
  ['/docs/server/routers', 'Docs'],
  ['/docs/quickstart', 'Quickstart'],
  ['/docs/community/awesome-trpc', 'Awesome tRPC Collection'],
  ['/docs/client/nextjs', 'Using Next.js'],
  ['/docs/client/nextjs/ssr', 'Using Next.js'],
  ['/docs/v9/router', 'Docs'],
  ['/docs/typedoc/server', 'Docs'],
  ['/blog', 'Blog'],
  ['/blog/announcing-trpc-10', 'Blog'],
  ['/media', null],
];

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('each page highlights one navbar item at most, the one it belongs to', async ({page}) => {
    test.setTimeout(120_000); // twelve pages, one after the other
    for (const [path, expected] of PAGES) {
      await openPage(page, path);
      // Both marks count: the class a sighted reader sees and the state a screen reader hears.
      const active = page
        .locator('.navbar__inner')
        .locator('.navbar__link--active, a.navbar__link[aria-current="page"]');
      await expect(active, path).toHaveText(expected ? [expected] : []);
      if (expected) await expect(active, path).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu highlights the same one item', async ({page}) => {
    test.setTimeout(60_000);
    for (const [path, expected] of PAGES.filter(([p]) =>
      ['/docs/server/routers', '/docs/quickstart', '/docs/client/nextjs/ssr', '/blog'].includes(p),
    )) {
      await openPage(page, path);
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      // The menu's own entries; inside the Versions entry the current version is marked, as on a desktop.
      const entries = page
        .locator('.navbar-sidebar__item')
        .first()
        .locator(':scope > ul > li > a, :scope > ul > li > .menu__list-item-collapsible > a');
      await expect(entries.and(page.locator('.menu__link--active, [aria-current="page"]')), path).toHaveText([
        expected!,
      ]);
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
