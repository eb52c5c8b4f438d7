import {expect, openPage, test} from './fixtures';

test('the version dropdown lists 10.x and 9.x and remembers the choice', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/docs/server/routers');
  const dropdown = page.locator('.navbar .dropdown', {has: page.locator('a', {hasText: /^10\.x$/})});
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu a');
  await expect(items).toHaveText(['10.x', '9.x']);
  await items.filter({hasText: '9.x'}).click();
  await expect(page).toHaveURL(/\/docs\/v9(\/|$)/);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('9.x');
});

test('a 9.x page is labelled unmaintained and links to the latest version', async ({page}) => {
  await openPage(page, '/docs/v9/router');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(/no longer actively maintained/i);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText(/9\.x/);
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/docs(\/[^v].*|\/?)$/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('a 10.x page has no version banner but a version badge', async ({page}) => {
  await openPage(page, '/docs/server/routers');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText(/10\.x/);
});
