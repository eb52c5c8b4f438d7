import type {Page} from '@playwright/test';
import {expect, openPage, test, useStoredTheme} from './fixtures';

/** How the page comes alive: React hydrates the server's HTML without a mismatch and without recreating it. */

const DOC = '/docs/server/routers';
const copyButtons = (page: Page) => page.getByRole('button', {name: 'Copy code to clipboard'});
/** Code blocks in a tab not selected are hidden, and so are their buttons. */
const visibleCodeBlocks = (page: Page) => page.locator('.theme-code-block:visible').count();

/**
 * Before any script runs, remembers the server's elements and records every one
 * that is later taken out of the page. `taken()` then tells those put back
 * elsewhere (moved: laid out and painted again as new) from those gone, among
 * the elements of the page's frame (the children of the root) and the article.
 */
async function watchServerElements(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {__taken: Array<{node: Element; framing: boolean}>};
    w.__taken = [];
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('__docusaurus')!;
      const server = new WeakSet(Array.from(root.querySelectorAll('*')));
      const framing = new WeakSet([...Array.from(root.children), ...Array.from(root.querySelectorAll('article *'))]);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && server.has(node)) w.__taken.push({node, framing: framing.has(node)});
          }
        }
      }).observe(root, {childList: true, subtree: true});
    });
  });
  return {
    taken: () =>
      page.evaluate(() => {
        const taken = (window as unknown as {__taken: Array<{node: Element; framing: boolean}>}).__taken;
        const name = ({node}: {node: Element}) => `${node.localName}.${node.className}`;
        return {
          moved: taken.filter(({node}) => node.isConnected).map(name),
          gone: taken.filter(({node, framing}) => framing && !node.isConnected).map(name),
        };
      }),
  };
}

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test("hydration keeps the server's HTML: no element is recreated or moved", async ({page}) => {
    const watch = await watchServerElements(page);
    await openPage(page, DOC);
    // Every block has hydrated once each code block has its buttons (drawn in the browser only).
    await expect(copyButtons(page)).toHaveCount(await visibleCodeBlocks(page));
    const {moved, gone} = await watch.taken();
    expect(moved).toEqual([]);
    // The theme redraws its tabs on purpose once the page is live (keyed on
    // useIsBrowser, to select the reader's stored tab): nothing else is recreated.
    expect(gone.filter((name) => !name.startsWith('div.theme-tabs-container'))).toEqual([]);
  });

  test('a navbar item that the browser renders otherwise is corrected as it hydrates', async ({page}) => {
    // The version dropdown follows the reader's preferred version; the server knows none.
    await page.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '9.x'));
    await openPage(page, '/blog');
    const versions = page.locator('.navbar .dropdown > a.navbar__link').first();
    await expect(versions).toHaveText('9.x');
    await expect(versions).toHaveAttribute('href', '/docs/v9');
  });

  test("the colour mode button is enabled and names the reader's mode once it hydrates", async ({page}) => {
    // The server renders it disabled and naming the default mode (system).
    await useStoredTheme(page, 'dark');
    await openPage(page, DOC);
    const toggle = page.locator('nav.navbar').getByRole('button', {name: /switch between dark and light mode/i});
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);
  });

  test('a search shortcut opens the search when it is the first input', async ({page}) => {
    for (const shortcut of ['Control+k', '/']) {
      await openPage(page, DOC);
      await page.keyboard.press(shortcut);
      await expect(page.getByRole('searchbox'), shortcut).toBeFocused();
    }
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('dropping the desktop-only parts moves nothing else, on a doc page and on a post', async ({page}) => {
    const watch = await watchServerElements(page);
    for (const path of [DOC, '/blog/announcing-trpc-10']) {
      await openPage(page, path);
      await expect(copyButtons(page)).toHaveCount(await visibleCodeBlocks(page));
      const {moved} = await watch.taken();
      expect(moved, path).toEqual([]);
    }
    // The post's desktop list of recent posts goes once the page has hydrated.
    await expect(page.locator('aside nav[aria-label="Blog recent posts navigation"]')).toHaveCount(0);
  });

  test('the desktop sidebar and table of contents are not kept, and come back on a wider window', async ({page}) => {
    await openPage(page, DOC);
    // The phone drawer has the sidebar's menu too; the desktop column has none.
    await expect(page.locator('aside .theme-doc-sidebar-menu')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();

    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('aside .theme-doc-sidebar-menu')).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  });

  test('a doc\'s "On this page" menu opens on the first click', async ({page}) => {
    await openPage(page, DOC);
    const toc = page.locator('.theme-doc-toc-mobile');
    await toc.getByRole('button', {name: /on this page/i}).click();
    await expect(toc.getByRole('link').first()).toBeVisible();
  });

  test('the navigation drawer opens from the keyboard, and its hidden panel is out of reach', async ({page}) => {
    await openPage(page, DOC);
    await page.getByRole('button', {name: /toggle navigation bar/i}).focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeInViewport();
    // On a doc page the drawer shows the docs sidebar; the main menu waits behind it, inert.
    await expect(drawer.getByRole('button', {name: /back to main menu/i})).toBeVisible();
    const hidden = drawer.locator('.navbar-sidebar__item[inert]');
    // `inert` takes it out of the tab order and of what screen readers are given.
    await expect(hidden).toHaveCount(1);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar__item[inert]'))).toBe(false);
    }
  });
});

/** One page of every type the site has (the benchmark's five and the rest). */
const PAGE_TYPES = [
  '/',
  '/docs/server/routers',
  '/docs/v9/router',
  '/blog/announcing-trpc-10',
  '/docs/typedoc/server/variables/initTRPC',
  '/blog',
  '/blog/tags',
  '/blog/archive',
  '/media',
  '/search?q=router',
  '/docs/client',
];
/** What React (or Docusaurus's root) reports when hydration does not match the server's HTML. */
const HYDRATION_TROUBLE =
  /onRecoverableError|hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

for (const viewport of [
  {width: 1280, height: 900},
  {width: 390, height: 844},
]) {
  test(`every page type hydrates without an error or a mismatch warning (${viewport.width} px, dark, 9.x preferred)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // What the browser knows and the server cannot: the stored mode and preferred version.
    await useStoredTheme(page, 'dark');
    await page.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '9.x'));
    const messages: string[] = [];
    page.on('console', (m) => void (['error', 'warning'].includes(m.type()) && messages.push(m.text())));
    for (const path of PAGE_TYPES) {
      await openPage(page, path);
      await page.waitForTimeout(100);
      expect(
        messages.filter((m) => HYDRATION_TROUBLE.test(m)),
        path,
      ).toEqual([]);
    }
  });
}
