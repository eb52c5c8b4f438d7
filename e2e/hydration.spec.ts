import type {Page} from '@playwright/test';
import {expect, openPage, test} from './fixtures';

/**
 * How the page comes alive (src/plugins/preact-runtime): the shell hydrates
 * at once, each top-level block of the content later in an idle period, every
 * block at once on the first input; phones skip the desktop-only parts and
 * draw the navigation drawer only when the reader reaches for it.
 */

const DOC = '/docs/server/routers';
const copyButtons = (page: Page) => page.getByRole('button', {name: 'Copy code to clipboard'});
/** Code blocks in a tab not selected are hidden, and so are their buttons. */
const visibleCodeBlocks = (page: Page) => page.locator('.theme-code-block:visible').count();

/**
 * Before any script runs, remembers the server's elements of the page's frame
 * (the children of the root) and of the article, and records every one that
 * is later taken out of the page (a node moved is taken out first).
 */
async function watchServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {__removed: string[]};
    w.__removed = [];
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('__docusaurus')!;
      const server = new WeakSet([...Array.from(root.children), ...Array.from(root.querySelectorAll('article *'))]);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && server.has(node)) w.__removed.push(`${node.localName}.${node.className}`);
          }
        }
      }).observe(root, {childList: true, subtree: true});
    });
  });
}

/** Stops idle callbacks, so that only input can hydrate the deferred blocks. */
async function withoutIdleTime(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test("hydration keeps the server's HTML: no element is recreated or moved", async ({page}) => {
    await watchServerElements(page);
    await openPage(page, DOC);
    // Every block has hydrated once each code block has its buttons (drawn in the browser only).
    await expect(copyButtons(page)).toHaveCount(await visibleCodeBlocks(page));
    const removed = await page.evaluate(() => (window as unknown as {__removed: string[]}).__removed);
    // Only the image preload that React's server renderer put in the body goes: it moves to the head.
    expect(removed.filter((name) => !name.startsWith('link.'))).toEqual([]);
    expect(await page.locator('#__docusaurus > link').count()).toBe(0);
  });

  test('a block that has not hydrated yet reacts to the first click', async ({page}) => {
    await withoutIdleTime(page);
    await openPage(page, DOC);
    await expect(copyButtons(page)).toHaveCount(0);
    const yarn = page.getByRole('tab', {name: 'yarn'}).first();
    await yarn.click();
    await expect(yarn).toHaveAttribute('aria-selected', 'true');
    await expect(copyButtons(page).first()).toBeAttached();
  });

  test('a key press hydrates every block too', async ({page}) => {
    await withoutIdleTime(page);
    await openPage(page, DOC);
    await page.keyboard.press('Tab');
    await expect(copyButtons(page)).toHaveCount(await visibleCodeBlocks(page));
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('the desktop sidebar and table of contents are not kept, and come back on a wider window', async ({page}) => {
    await openPage(page, DOC);
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();

    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  });

  test('the navigation drawer is drawn when the reader reaches for it, and opens from the keyboard', async ({page}) => {
    await openPage(page, DOC);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const menuButton = page.getByRole('button', {name: /toggle navigation bar/i});
    await menuButton.focus();
    await expect(page.locator('.navbar-sidebar')).toBeAttached();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeInViewport();
    await expect(drawer.getByRole('button', {name: /back to main menu/i})).toBeVisible();
  });
});
