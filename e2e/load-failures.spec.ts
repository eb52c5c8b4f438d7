/**
 * Every failure ends in a message (issue 34): a lazily loaded part whose
 * chunk fails, a main bundle that hangs, a link followed offline. The boot
 * recovery script (src/plugins/boot-recovery) shows each one's notice; never
 * React's crash page, never the browser's offline page.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
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
  const {violations} = await new AxeBuilder({page}).include('#boot-failure').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test.describe('a lazily loaded part whose code cannot load', () => {
  test.use({expectedConsoleErrors: /Failed to load resource|ERR_FAILED|chunk/i});
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
