import {contrastOf} from './contrast';
import {expect, inLightAndDark, openPage, test} from './fixtures';

test('the announcement bar shows, links to the post and the guide, and stays dismissed', async ({page}) => {
  await openPage(page, '/');
  const announcement = page.locator('.theme-announcement-bar');
  await expect(announcement).toBeVisible();
  await expect(announcement.getByRole('link', {name: 'the announcement'})).toHaveAttribute(
    'href',
    '/blog/announcing-trpc-10',
  );
  await expect(announcement.getByRole('link', {name: 'the migration guide'})).toHaveAttribute(
    'href',
    '/docs/migrate-from-v9-to-v10',
  );
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

test("in light and dark mode the bar takes the theme's colours: text and links 4.5:1, the close button 3:1", async ({
  page,
}) => {
  await openPage(page, '/');
  await inLightAndDark(page, async (theme) => {
    const bar = page.locator('.theme-announcement-bar');
    const text = bar.locator('[class*="content"]').first();
    expect(await contrastOf(text), `${theme}: text`).toBeGreaterThanOrEqual(4.5);
    for (const link of await bar.getByRole('link').all())
      expect(await contrastOf(link), `${theme}: a link`).toBeGreaterThanOrEqual(4.5);
    // The icon's strokes are what a reader sees of the button.
    const icon = bar.getByRole('button', {name: /close/i}).locator('svg g');
    expect(await contrastOf(icon, 'stroke'), `${theme}: the close button`).toBeGreaterThanOrEqual(3);
    // In the dark theme the bar is as dark as the page around it: not a pale band.
    const {bar: barLight, page: pageLight} = await page.evaluate(() => {
      const lum = (css: string) =>
        (css.match(/[\d.]+/g) ?? [])
          .slice(0, 3)
          .map(Number)
          .reduce((a, b) => a + b, 0) / 3;
      return {
        bar: lum(getComputedStyle(document.querySelector('.theme-announcement-bar')!).backgroundColor),
        page: lum(getComputedStyle(document.querySelector('.navbar')!).backgroundColor),
      };
    });
    if (theme === 'dark') expect(Math.abs(barLight - pageLight), 'the bar sits in the dark theme').toBeLessThan(64);
  });
});
