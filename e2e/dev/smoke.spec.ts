/**
 * `npm start` works as a contributor expects: a doc page renders, a link
 * navigates in the app (no full load), and search answers from the index the
 * dev server builds from the Markdown sources. Errors in the console fail the
 * test, as everywhere (../fixtures.ts).
 */
import {expect, test} from '../fixtures';

test('the dev server renders a doc, navigates in the app and answers a search', async ({page}) => {
  await page.goto('/docs/server/routers');
  await expect(page.locator('article h1')).toHaveText(/Routers/);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});

  // A full page load would forget this mark.
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Context', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/server\/context$/);
  await expect(page.locator('article h1')).toHaveText(/Context/);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);

  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('middleware');
  await expect(page.locator('.DocSearch-Hit [data-url^="/docs/server/middlewares"]').first()).toBeVisible({
    timeout: 60_000,
  });
});
