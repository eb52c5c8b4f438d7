import type {Page, Route} from '@playwright/test';
import {expect, openPage, test} from './fixtures';

/** A data-saver connection turns Docusaurus's link prefetching off, so navigation has to load the next page. */
async function onDataSaver(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
  );
}

/** Holds the route chunks requested from now on until `release()`. */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/js/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

test.describe('route changes', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the next page is preloaded while the current one stays, with a progress bar only after 200 ms', async ({
    page,
  }) => {
    await onDataSaver(page);
    await openPage(page, '/docs/server/routers');
    await page.evaluate(() => {
      const w = window as unknown as {barDelay?: number};
      let clicked = 0;
      document.addEventListener('click', () => (clicked ||= performance.now()), {capture: true});
      new MutationObserver(() => {
        if (clicked && w.barDelay === undefined && document.getElementById('nprogress'))
          w.barDelay = performance.now() - clicked;
      }).observe(document.body, {childList: true});
    });
    const chunks = await holdChunks(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Context', exact: true}).click();
    await expect.poll(chunks.count).toBeGreaterThan(0);
    // While the next page loads, the current one stays on screen and the bar shows.
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('article h1')).not.toHaveText('Context');
    const delay = await page.evaluate(() => (window as unknown as {barDelay: number}).barDelay);
    expect(delay).toBeGreaterThanOrEqual(200);
    await chunks.release();
    await expect(page.locator('article h1')).toHaveText(/Context/);
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test.describe('when the next page cannot be preloaded', () => {
    test.use({expectedConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});

    test('the browser loads it in full instead', async ({page}) => {
      await onDataSaver(page);
      await openPage(page, '/docs/server/routers');
      await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
      let failed = 0;
      await page.route('**/assets/js/*.js', (route) => (failed++ === 0 ? route.abort('failed') : route.continue()));
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Context', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/server\/context$/);
      await expect(page.locator('article h1')).toHaveText(/Context/);
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBeUndefined();
    });
  });

  test('scrolls to the top of a new page, and to the heading a link names', async ({page}) => {
    await openPage(page, '/docs/server/middlewares');
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Context', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/server\/context$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The search modal navigates in the app, to a URL with the heading's anchor.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('writing a middleware');
    await page.locator('.DocSearch-Hit [data-url="/docs/server/middlewares#writing-a-middleware"]').first().click();
    await expect(page).toHaveURL(/\/docs\/server\/middlewares#writing-a-middleware$/);
    await expect(page.locator('#writing-a-middleware')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});

test.describe('a page whose code cannot be loaded', () => {
  test.use({expectedConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});

  test('keeps its text, says so, and its Reload button loads it', async ({page}) => {
    let blocking = true;
    // Everything but the app's entry: the page's own chunks fail.
    await page.route(/\/assets\/js\/(?!(main|runtime~main)\.)[^/]+\.js$/, (route) =>
      blocking ? route.abort('failed') : route.continue(),
    );
    await page.goto('/docs/server/routers');
    const alert = page.getByRole('alert').filter({hasText: 'Part of this page did not load'});
    await expect(alert).toBeVisible();
    await expect(page.locator('article h1')).toHaveText(/Routers/);
    blocking = false;
    await alert.getByRole('button', {name: 'Reload'}).click();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('alert').filter({hasText: 'did not load'})).toHaveCount(0);
    await expect(page.locator('article h1')).toHaveText(/Routers/);
  });
});

test.describe("the next page's code (src/plugins/intent-prefetch)", () => {
  test.use({viewport: {width: 1280, height: 800}});

  /** The script files the page asks for from now on. */
  function scriptsAskedFor(page: Page) {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/js\/[^/]+\.js$/.test(request.url())) urls.push(new URL(request.url()).pathname);
    });
    return urls;
  }

  test('is not fetched for the links in view, only once the reader points at one', async ({page}) => {
    await openPage(page, '/docs/server/routers');
    const asked = scriptsAskedFor(page);
    // Scroll the page and the sidebar: dozens of internal links come into view.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 4000);
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: 'Context', exact: true})
      .scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(asked).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);

    const context = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Context', exact: true});
    await context.hover();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Pointing loaded everything the page needs: with every script request from
    // now on held, the click still shows the page.
    const held = await holdChunks(page);
    await context.click();
    await expect(page.locator('article h1')).toHaveText(/Context/);
    await held.release();
  });

  test('is fetched when a link gets keyboard focus', async ({page}) => {
    await openPage(page, '/docs/server/routers');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const links = sidebar.getByRole('link');
    const names = await links.allInnerTexts();
    const before = names.findIndex((name) => name.trim() === 'Context') - 1;
    await links.nth(before).focus();
    const prefetched = () =>
      page.locator('link[rel="prefetch"]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    // Focus on the link before it fetched that link's page: wait for it to finish.
    await page.waitForLoadState('networkidle');
    const earlier = new Set(await prefetched());
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', {name: 'Context', exact: true})).toBeFocused();
    await expect.poll(async () => (await prefetched()).filter((href) => !earlier.has(href)).length).toBeGreaterThan(0);
    // The route table's short chunk names (src/plugins/lean-route-table) still lead to the files.
    expect((await prefetched()).every((href) => /^\/assets\/js\/[^/]+\.js$/.test(href))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/server\/context$/);
    await expect(page.locator('article h1')).toHaveText(/Context/);
  });
});
