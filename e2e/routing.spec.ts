import {WRONG_BASE_PORT} from '../playwright.config';
import {expect, openPage, test} from './fixtures';

// Each group is one test on one page: a new page per variant cost more than its loads.
const SAME_PAGE = ['/docs/quickstart.html', '/docs/quickstart/index'];
test(`${SAME_PAGE.join(' and ')} show the same page as /docs/quickstart`, async ({page}) => {
  for (const variant of SAME_PAGE) {
    await openPage(page, variant);
    await expect.soft(page, variant).toHaveURL(/\/docs\/quickstart$/);
    await expect.soft(page.locator('h1'), variant).toHaveText('Quickstart');
  }
});

// After hydration: the page is the clean path's, and so is the address.
const VARIANTS = [
  ['/docs/server/routers.html', '/docs/server/routers'],
  ['/docs/server/routers/index', '/docs/server/routers'],
  ['/docs/server/routers/index.html', '/docs/server/routers'],
  ['/blog/index', '/blog'],
  ['/index', '/'],
  ['/docs/client/', '/docs/client'],
] as const;
test(`${VARIANTS.map(([variant]) => variant).join(', ')} show their clean path's page once hydrated, with that path in the address bar`, async ({
  page,
}) => {
  test.slow();
  for (const [variant, clean] of VARIANTS) {
    await openPage(page, clean);
    const heading = await page.locator('h1').first().innerText();
    await openPage(page, variant);
    expect.soft(new URL(page.url()).pathname, variant).toBe(clean);
    await expect.soft(page.locator('h1').first(), variant).toHaveText(heading);
    await expect.soft(page.getByText(/page not found/i), variant).toHaveCount(0);
  }
});

test('a page served at /x/index by a host without rules still shows its page, at /x', async ({page}) => {
  // The page's own HTML under an /index path, as a plain static host would send it.
  const html = await (await page.request.get('/docs/server/routers')).text();
  await page.route('**/docs/server/routers/index', (route) => route.fulfill({contentType: 'text/html', body: html}));
  await openPage(page, '/docs/server/routers/index');
  expect(new URL(page.url()).pathname).toBe('/docs/server/routers');
  await expect(page.locator('h1').first()).toHaveText('Define Routers');
  await expect(page.getByText(/page not found/i)).toHaveCount(0);
});

test('a legacy URL lands on its page with the query string and the hash kept', async ({page}) => {
  await openPage(page, '/docs/router?from=old#merging');
  expect(new URL(page.url()).pathname).toBe('/docs/server/routers');
  expect(new URL(page.url()).search).toBe('?from=old');
  expect(new URL(page.url()).hash).toBe('#merging');
  await page.goto('/docs/v10/client/react/useQuery?x=1');
  await expect(page).toHaveURL(/\/docs\/client\/react\/useQuery\?x=1$/);
});

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

test('a healthy page never inserts the base-URL banner, not even hidden', async ({page}) => {
  for (const path of ['/', '/docs/server/routers', '/blog']) {
    await openPage(page, path);
    // Docusaurus's inline script inserts it on DOMContentLoaded when no bundle has run by then.
    await expect(page.locator('#__docusaurus-base-url-issue-banner'), path).toHaveCount(0);
  }
});
