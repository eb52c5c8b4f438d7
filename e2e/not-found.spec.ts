/**
 * The not-found page (src/plugins/not-found): HTTP 404, a real title, a search
 * form that works without JavaScript, and the pages closest to the path asked for.
 */
import {expect, test} from './fixtures';

test.use({expectedConsoleErrors: /status of 404/});

test('a misspelt doc path answers 404 with a title, a search box and the page meant', async ({page}) => {
  const response = await page.goto('/docs/server/router');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page).toHaveTitle('Page not found | tRPC');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
  const suggestion = page.getByRole('main').getByRole('link', {name: 'Define Routers'});
  await expect(suggestion).toHaveAttribute('href', '/docs/server/routers');
  // By keyboard: the suggestion, then the search box.
  await suggestion.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/server\/routers$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Define Routers');
});

test('a path in the wrong case goes to the page of that name, not the not-found page redrawn as it', async ({page}) => {
  for (const [asked, route, heading] of [
    ['/DOCS/quickstart?from=x#top', '/docs/quickstart?from=x#top', 'Quickstart'],
    ['/docs/client/react/usequery', '/docs/client/react/useQuery', 'useQuery()'],
  ]) {
    await page.goto(asked!);
    await expect(page).toHaveURL(new RegExp(`${route!.replace(/[?]/g, '\\?')}$`));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading!);
  }
});

test('a path outside the docs is titled too, and the search box searches by keyboard', async ({page}) => {
  await page.goto('/no-such-page');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page).toHaveTitle('Page not found | tRPC');
  // Nothing is close to this path: the page says so and offers where to start, not "a page below".
  await expect(page.getByRole('main')).toContainText('No page has an address close to this one');
  await expect(page.getByRole('main').getByRole('link', {name: 'Quickstart'})).toHaveAttribute(
    'href',
    '/docs/quickstart',
  );
  await expect(page.getByRole('main')).not.toContainText('below');
  const box = page.getByRole('searchbox', {name: 'Search the docs'});
  await box.focus();
  await page.keyboard.type('middleware');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=middleware$/);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the search form still reaches /search with the query', async ({page}) => {
    const response = await page.goto('/docs/server/router');
    expect(response?.status()).toBe(404);
    await page.getByRole('searchbox', {name: 'Search the docs'}).fill('routers');
    await page.getByRole('main').getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=routers$/);
  });
});

test('a path with markup in it shows as text', async ({page}) => {
  await page.goto('/docs/%3Cimg%20src=x%20onerror=window.__pwned=1%3E');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByRole('main').locator('code')).toHaveText('/docs/<img src=x onerror=window.__pwned=1>');
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
});
