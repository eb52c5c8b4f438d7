import {expect, openPage, test} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test('starts light with no stored choice and a light system preference', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await openPage(page, '/');
  expect(await theme(page)).toBe('light');
});

test('starts from the system preference when nothing is stored', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await openPage(page, '/');
  expect(await theme(page)).toBe('dark');
});

test('a stored theme wins over the system preference', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await openPage(page, '/');
  expect(await theme(page)).toBe('light');
});

test('follows system changes while no choice is stored', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await openPage(page, '/');
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the toggle switches the mode and stores the choice', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await openPage(page, '/');
  const toggle = page.locator('nav.navbar').getByRole('button', {name: /switch between dark and light mode/i});
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a choice made in one tab reaches another', async ({page, context}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await openPage(page, '/');
  const other = await context.newPage();
  await other.emulateMedia({colorScheme: 'light'});
  await openPage(other, '/docs');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  const toggle = page.locator('nav.navbar').getByRole('button', {name: /switch between dark and light mode/i});
  // system -> light -> dark: the second click stores "dark".
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
});
