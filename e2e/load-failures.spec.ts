/**
 * Every failure ends in a message (issue 34): a lazily loaded part whose
 * chunk fails, a main bundle that hangs, a link followed offline. The boot
 * recovery script (src/plugins/boot-recovery) shows each one's notice; never
 * React's crash page, never the browser's offline page.
 */
import {axe} from './axe';
import type {Page, Route} from '@playwright/test';
import {expect, openPage, test} from './fixtures';

/** Fails every script whose text holds `marker`, as an offline reader or a deploy that removed it would. */
async function blockChunk(page: Page, marker: string): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/assets/js/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      blocked.push(route.request().url());
      return route.abort('failed');
    }
    return route.fulfill({response, body});
  });
  return blocked;
}

const partNotice = (page: Page) => page.getByRole('alert').filter({hasText: 'Part of this page could not load'});

async function expectNoCrash(page: Page): Promise<void> {
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  await expect(page.locator('article h1, main h1').first()).toBeVisible();
}

async function expectAxeClean(page: Page): Promise<void> {
  const {violations} = await axe(page).include('#boot-failure').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** The notice sits centred at the foot of the window, inside it, clear of the navbar and the Copy page button. */
async function expectNoticeClear(page: Page): Promise<void> {
  const box = (await partNotice(page).boundingBox())!;
  const navbar = (await page.locator('nav.navbar').boundingBox())!;
  const copy = (await page.getByRole('button', {name: 'Copy page'}).boundingBox())!;
  const [width, height] = await page.evaluate(() => [document.documentElement.clientWidth, window.innerHeight]);
  const label = `${width} px`;
  expect(Math.abs(box.x + box.width / 2 - width / 2), label).toBeLessThanOrEqual(2);
  expect(box.x, label).toBeGreaterThanOrEqual(8);
  expect(box.y + box.height, label).toBeLessThanOrEqual(height);
  expect(box.y, label).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  const overlaps = box.x < copy.x + copy.width && copy.x < box.x + box.width && box.y < copy.y + copy.height;
  expect(overlaps && copy.y < box.y + box.height, label).toBe(false);
}

test.describe('a lazily loaded part whose code cannot load', () => {
  test.use({expectedConsoleErrors: /Failed to load resource|ERR_FAILED|chunk|search-index/i});
  // Every script passes through the route handler: slow on a busy machine.
  test.describe.configure({timeout: 60_000});

  test('the Copy page menu: a notice with Reload, not the crash page', async ({page}) => {
    const blocked = await blockChunk(page, 'Markdown, for your AI tool or editor');
    await openPage(page, '/docs/server/routers');
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.click();
    await expect(partNotice(page)).toBeVisible();
    expect(blocked.length).toBeGreaterThan(0);
    await expectNoCrash(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expectAxeClean(page);
    const reload = partNotice(page).getByRole('button', {name: 'Reload'});
    await page.unroute('**/assets/js/**');
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('menu', {name: 'Copy page'})).toBeVisible({timeout: 20_000});
    await expect(partNotice(page)).toHaveCount(0);
  });

  test('the search modal: the one notice with Reload, centred clear of the navbar and Copy page, by keyboard too', async ({
    page,
  }) => {
    const blocked = await blockChunk(page, 'DocSearch-Dropdown-Container');
    await openPage(page, '/docs/server/routers');
    await page.locator('nav.navbar .DocSearch-Button').click();
    await expect(partNotice(page)).toBeVisible();
    expect(blocked.length).toBeGreaterThan(0);
    await expectNoCrash(page);
    // Never a message of its own beside the notice.
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    await expect(partNotice(page).getByRole('button', {name: 'Reload'})).toBeVisible();
    await expectAxeClean(page);
    for (const size of [
      {width: 1280, height: 800},
      {width: 390, height: 844},
    ]) {
      await page.setViewportSize(size);
      await expectNoticeClear(page);
    }
    // Announced (role alert) without taking focus; the keyboard reaches it (its stops follow the footer's) and Escape closes it.
    await page.locator('footer a').last().focus();
    await page.keyboard.press('Tab');
    await expect(partNotice(page).getByRole('button', {name: 'Reload'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(partNotice(page).getByRole('button', {name: 'Dismiss'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(partNotice(page)).toHaveCount(0);
  });

  for (const [how, fail] of [
    ['blocked', (route: Route) => route.abort('failed')],
    ['answering 500', (route: Route) => route.fulfill({status: 500, body: 'Internal Server Error'})],
  ] as const) {
    test(`the search index ${how}: the modal says so, and the one notice offers Reload`, async ({page}) => {
      let failing = true;
      await page.route('**/search-index/**', (route) => (failing ? fail(route) : route.continue()));
      await openPage(page, '/docs/server/routers');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('router');
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', {timeout: 20_000});
      await expect(partNotice(page)).toBeVisible();
      await expect(partNotice(page).getByRole('button', {name: 'Reload'})).toBeVisible();
      await expectNoCrash(page);
      // The first Escape closes the modal, not the notice.
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(partNotice(page)).toBeVisible();
      failing = false;
      await Promise.all([page.waitForEvent('load'), partNotice(page).getByRole('button', {name: 'Reload'}).click()]);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('router');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 20_000});
      await expect(partNotice(page)).toHaveCount(0);
    });
  }

  test('the tweet embeds: the quotes stay, a notice with Reload that Dismiss closes', async ({page}) => {
    const blocked = await blockChunk(page, 'platform.twitter.com/widgets.js');
    await openPage(page, '/docs/community/love');
    // The embeds' module loads after the route update, through the slow route handler above.
    await expect(partNotice(page)).toBeVisible({timeout: 20_000});
    expect(blocked.length).toBeGreaterThan(0);
    await expectNoCrash(page);
    await expect(page.locator('blockquote.twitter-tweet').first()).toBeVisible();
    await partNotice(page).getByRole('button', {name: 'Dismiss'}).click();
    await expect(partNotice(page)).toHaveCount(0);
  });

  test('the offline-reading decision: a notice with Reload', async ({page}) => {
    const blocked = await blockChunk(page, 'display-mode: standalone');
    await openPage(page, '/docs/server/routers');
    // It loads once the page has loaded, which can be before or after hydration: the boot notice or the part's.
    const notice = page.getByRole('alert').filter({hasText: /Part of this page (could|did) not load/});
    await expect(notice).toBeVisible({timeout: 15_000});
    expect(blocked.length).toBeGreaterThan(0);
    await expect(notice.getByRole('button', {name: 'Reload'})).toBeVisible();
    await expectNoCrash(page);
  });
});

test.describe('a main bundle that never answers', () => {
  test.use({expectedConsoleErrors: /Failed to load resource|ERR_FAILED|net::/});

  test('the boot notice shows after the timeout, over the readable text', async ({page}) => {
    test.setTimeout(60_000);
    await page.route(/\/assets\/js\/main\.[\w-]+\.js$/, () => {
      // Never answered: the request hangs, as a stalled connection does.
    });
    await page.goto('/docs/server/routers', {waitUntil: 'commit'});
    const notice = page.getByRole('alert').filter({hasText: 'did not load'});
    await expect(notice).toBeVisible({timeout: 25_000});
    await expect(notice.getByRole('button', {name: 'Reload'})).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Define Routers');
    await expectAxeClean(page);
  });
});

test.describe('a link followed while the network is gone', () => {
  // Hovering the link asks for its route's code, which the browser reports as failed.
  test.use({expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED/});

  test('shows the site’s message and stays on the page; “Try again” follows the link once back', async ({
    page,
    context,
  }) => {
    await openPage(page, '/docs/server/routers');
    await context.setOffline(true);
    await page.locator('nav.menu').getByRole('link', {name: 'Context', exact: true}).click();
    const notice = page.getByRole('alert').filter({hasText: 'You are offline'});
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/server\/routers$/);
    await expect(page.locator('h1')).toHaveText('Define Routers');
    await expectAxeClean(page);
    await context.setOffline(false);
    await notice.getByRole('button', {name: 'Try again'}).click();
    await expect(page).toHaveURL(/\/docs\/server\/context$/);
    await expect(page.locator('h1')).toHaveText('Context');
  });
});
