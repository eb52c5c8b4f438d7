import {WRONG_BASE_PORT} from '../playwright.config';
import {expect, openPage, test} from './fixtures';

for (const variant of ['/docs/quickstart.html', '/docs/quickstart/index']) {
  test(`${variant} shows the same page as /docs/quickstart`, async ({page}) => {
    await openPage(page, variant);
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await expect(page.locator('h1')).toHaveText('Quickstart');
  });
}

test.describe('an unknown path', () => {
  test.use({expectedConsoleErrors: /status of 404/});

  test('gets HTTP 404 and the not-found page', async ({page}) => {
    const response = await page.goto('/docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(/page not found/i);
    // The rest of the site stays usable from there.
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('a build served under the wrong base path', () => {
  // The page's scripts and styles 404 under the wrong base: that is the point.
  test.use({expectedConsoleErrors: /status of 404|Refused to (execute|apply)/});

  test('shows the base-URL banner', async ({page}) => {
    await page.goto(`http://127.0.0.1:${WRONG_BASE_PORT}/wrong/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/baseUrl/);
  });
});
