/**
 * When the main bundle does not load, the boot recovery script
 * (src/plugins/boot-recovery) retries it once, then shows a notice with a
 * Reload button; the page's text stays readable either way.
 */
import {axe} from './axe';
import {expect, test} from './fixtures';

const MAIN = /\/assets\/js\/main\.[\w-]+\.js$/;

test.describe('the main bundle', () => {
  test.use({expectedConsoleErrors: /Failed to load resource|ERR_FAILED|net::/});

  test('blocked for good: the text stays readable and a notice offers to reload', async ({page}) => {
    let attempts = 0;
    await page.route(MAIN, (route) => {
      attempts++;
      return route.abort('failed');
    });
    await page.goto('/docs/server/routers');
    const notice = page.getByRole('alert').filter({hasText: 'did not load'});
    await expect(notice).toBeVisible();
    expect(attempts).toBe(2);
    await expect(page.locator('h1')).toHaveText('Define Routers');
    await expect(page.locator('article p').first()).toBeVisible();
    const {violations} = await axe(page).include('#boot-failure').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    const reload = notice.getByRole('button', {name: 'Reload'});
    await reload.focus();
    await expect(reload).toBeFocused();
    await page.unroute(MAIN);
    await Promise.all([page.waitForEvent('load'), reload.press('Enter')]);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('alert').filter({hasText: 'did not load'})).toHaveCount(0);
  });

  test('failing once: the retry starts the site and no notice shows', async ({page}) => {
    let attempts = 0;
    await page.route(MAIN, (route) => (++attempts === 1 ? route.abort('failed') : route.continue()));
    await page.goto('/docs/server/routers');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(attempts).toBe(2);
    await expect(page.getByRole('alert').filter({hasText: 'did not load'})).toHaveCount(0);
  });
});
