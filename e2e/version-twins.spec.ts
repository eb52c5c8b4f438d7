import {expect, openPage, test} from './fixtures';

test.use({viewport: {width: 1280, height: 800}});

const PAIRS = [
  ['/docs/v9/router', '/docs/server/routers'],
  ['/docs/v9/react-queries', '/docs/client/react/useQuery'],
  ['/docs/v9/header', '/docs/client/headers'],
] as const;

// Both ways in one test per pair: a new page per direction cost more than its loads.
for (const [v9, v10] of PAIRS) {
  test(`${v9}: the banner's link and the dropdown lead to ${v10}, whose dropdown's 9.x leads back`, async ({page}) => {
    await openPage(page, v9);
    await page.locator('.theme-doc-version-banner').getByRole('link', {name: 'latest version'}).click();
    await expect(page).toHaveURL(new RegExp(`${v10}$`));
    await openPage(page, v9);
    const dropdown9 = page.locator('.navbar .dropdown', {has: page.locator('a', {hasText: /^9\.x$/})});
    await dropdown9.hover();
    await dropdown9.locator('.dropdown__menu a', {hasText: '10.x'}).click();
    await expect(page).toHaveURL(new RegExp(`${v10}$`));

    await openPage(page, v10);
    const dropdown10 = page.locator('.navbar .dropdown', {has: page.locator('a', {hasText: /^10\.x$/})});
    await dropdown10.hover();
    await dropdown10.locator('.dropdown__menu a', {hasText: '9.x'}).click();
    await expect(page).toHaveURL(new RegExp(`${v9}$`));
  });
}

test('a 10.x page without a 9.x twin sends 9.x to the 9.x introduction', async ({page}) => {
  await openPage(page, '/docs/client/links/splitLink');
  const dropdown = page.locator('.navbar .dropdown', {has: page.locator('a', {hasText: /^10\.x$/})});
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: '9.x'}).click();
  await expect(page).toHaveURL(/\/docs\/v9$/);
});
