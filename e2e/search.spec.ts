import type {Page} from '@playwright/test';
import {expect, openPage, test} from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const searchButton = (page: Page) => page.locator('nav.navbar .DocSearch-Button');

/** Opens `path`, opens the search modal with its shortcut and types `query`. */
async function searchFrom(page: Page, path: string, query: string): Promise<void> {
  await openPage(page, path);
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
}

test.use({viewport: {width: 1280, height: 900}});

test('nothing of search is loaded until the reader asks for it', async ({page}) => {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search-index/')) indexRequests.push(r.url());
  });
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text());
    if (r.request().resourceType() === 'stylesheet') stylesheets.push(await r.text());
  });
  await openPage(page, '/docs/server/routers');
  await page.waitForLoadState('networkidle');
  // MiniSearch's own error messages mark its code in a bundle.
  expect(scripts.some((s) => s.includes('MiniSearch:'))).toBe(false);
  expect(stylesheets.some((s) => s.includes('.DocSearch-Modal'))).toBe(false);
  expect(indexRequests).toEqual([]);

  await searchButton(page).click();
  await input(page).fill('router');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(scripts.some((s) => s.includes('MiniSearch:'))).toBe(true);
  expect(indexRequests).toEqual([expect.stringMatching(/\/search-index\/current\.json$/)]);
  // The modal's styles came with it: it is laid out as a dialog over the page.
  expect(stylesheets.some((s) => s.includes('.DocSearch-Modal'))).toBe(true);
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
});

test('the modal opens on click, Ctrl+K and "/", and closes on Escape', async ({page}) => {
  await openPage(page, '/docs/server/routers');
  await searchButton(page).click();
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
});

test('"/" typed into an input stays in the input', async ({page}) => {
  await openPage(page, '/search');
  const field = page.getByRole('searchbox', {name: 'Search'});
  await field.fill('a');
  await field.press('/');
  await expect(field).toHaveValue('a/');
  await expect(modal(page)).toBeHidden();
});

test('results are grouped by section, highlighted, and reachable with the keyboard', async ({page}) => {
  await searchFrom(page, '/docs', 'middleware');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Backend Usage');
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/middleware/i);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/server\/middlewares/);
  await expect(modal(page)).toBeHidden();

  // The search just opened is remembered.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  await expect(page.locator('.DocSearch-Hits').first()).toContainText(/middleware/i);
});

test('a typo still finds the page', async ({page}) => {
  await searchFrom(page, '/docs', 'middelware');
  await expect(page.locator('.DocSearch-Hit a[href="/docs/server/middlewares"]').first()).toBeVisible();
});

test('a reader on a 9.x page searches 9.x docs, the blog and the pages', async ({page}) => {
  await searchFrom(page, '/docs/v9/router', 'middlewares');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/docs\/v9|^\/(?!docs)/);
  expect(hrefs.some((h) => h.startsWith('/docs/v9/middlewares'))).toBe(true);
});

test('"See all results" leads to the search page with the query', async ({page}) => {
  await searchFrom(page, '/docs', 'context');
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=context$/);
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('context');
  await expect(page.locator('main ol li').first()).toBeVisible();
});

test('no results shows DocSearch help texts', async ({page}) => {
  await openPage(page, '/docs');
  await page.keyboard.press('Control+k');
  await input(page).pressSequentially('middl');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).pressSequentially('qxqxqz');
  const noResults = page.locator('.DocSearch-NoResults');
  await expect(noResults).toContainText('No results for');
  await expect(noResults).toContainText('Try searching for');
  await expect(noResults).toContainText('Believe this query should return results?');
  // The suggestions are sections of the earlier results, searched on the search page.
  const suggestion = noResults.locator('.DocSearch-NoResults-Prefill-List a').first();
  const label = (await suggestion.textContent()) ?? '';
  await suggestion.click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(label)}`);
});

test.describe('when the index cannot be loaded', () => {
  test.use({expectedConsoleErrors: /search-index|ERR_FAILED|Failed to load resource/});

  test('the modal says so and the page keeps working', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('failed'));
    await searchFrom(page, '/docs', 'router');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results for')).toBeHidden();
    await page.keyboard.press('Escape');
    await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the search page says so too', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('failed'));
    await openPage(page, '/search?q=router');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});

test.describe('the search page', () => {
  test('updates the URL as the reader types and loads more results on demand', async ({page}) => {
    await openPage(page, '/search');
    await page.getByRole('searchbox', {name: 'Search'}).fill('procedure');
    await expect(page).toHaveURL(/\/search\?q=procedure$/);
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await expect(page.getByText(/\d+ results for "procedure"/)).toBeVisible();
    await page.getByRole('button', {name: 'Load more results'}).click();
    await expect(results).toHaveCount(40);
  });

  test('searches the docs version the reader picks, even if the previous search finishes later', async ({page}) => {
    // The 10.x index arrives late, so the 10.x search ends after the 9.x one the reader switched to.
    await page.route('**/search-index/current.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const lateIndexAsked = page.waitForRequest('**/search-index/current.json');
    const lateIndex = page.waitForResponse('**/search-index/current.json');
    await openPage(page, '/search?q=createReactQueryHooks');
    // The 10.x search must have started (it waits for the reader to stop typing first).
    await lateIndexAsked;
    await page.getByRole('combobox', {name: 'Docs version'}).selectOption('9.x');
    const results = page.locator('main ol > li a');
    await expect(results.first()).toHaveAttribute('href', /^\/docs\/v9\//);
    await lateIndex;
    // Time for the stale 10.x search to index and answer, were it allowed to.
    await page.waitForTimeout(1000);
    await expect(results.first()).toHaveAttribute('href', /^\/docs\/v9\//);
    expect(await results.evaluateAll((links) => links.some((a) => /^\/docs\/(?!v9\/)/.test(a.getAttribute('href') ?? '')))).toBe(false);
  });

  test('renders a query holding markup as text and runs none of it', async ({page}) => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await openPage(page, `/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(payload);
    await expect(page.locator('main')).toContainText(`for "${payload}"`);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
  });
});
