import {expect, openPage, test} from './fixtures';


test('the announcement bar shows, links to the post and the guide, and stays dismissed', async ({page}) => {
  await openPage(page, '/');
  const announcement = page.locator('.theme-announcement-bar');
  await expect(announcement).toBeVisible();
  await expect(announcement.getByRole('link', {name: 'the announcement'})).toHaveAttribute('href', '/blog/announcing-trpc-10');
  await expect(announcement.getByRole('link', {name: 'the migration guide'})).toHaveAttribute('href', '/docs/migrate-from-v9-to-v10');
  await announcement.getByRole('button', {name: /close/i}).click();
  await expect(announcement).toBeHidden();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
});

test('a new announcement id shows the bar again to readers who dismissed an old one', async ({page}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    // What a reader's browser holds after dismissing an earlier announcement.
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await openPage(page, '/');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('trpc-v10-released');
});
