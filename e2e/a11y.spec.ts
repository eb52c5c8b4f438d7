import type {Page} from '@playwright/test';
import {axe, serious as seriousOf, seriousViolations} from './axe';
import {expect, inLightAndDark, openPage, searchFrom, test, transitionsDone, useSystemTheme} from './fixtures';

const PAGES = {
  home: '/',
  '10.x doc': '/docs/server/middlewares',
  '10.x category index': '/docs/client/links',
  '9.x doc': '/docs/v9/router',
  'blog post': '/blog/announcing-trpc-10',
  'blog index': '/blog',
  'API reference page': '/docs/typedoc/server/variables/initTRPC',
  'API reference overview': '/docs/typedoc/client',
  'media page': '/media',
  'search page with results': '/search?q=router',
  'not-found page': '/no-such-page',
};

/** axe's default rules on what is open, in light and in dark mode (`inLightAndDark`). */
const lightAndDark = (page: Page) =>
  inLightAndDark(page, async (theme) => expect(await seriousViolations(axe(page)), `${theme} mode`).toEqual([]));

for (const [name, path] of Object.entries(PAGES)) {
  test.describe(() => {
    // The not-found page is served with its status, which Chromium logs.
    test.use({expectedConsoleErrors: name === 'not-found page' ? /status of 404/ : null});

    test(`axe: no serious or critical violation on the ${name}, light and dark; on a phone, every target large enough`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: 'light'});
      await openPage(page, path);
      if (path.startsWith('/search?')) await expect(page.locator('main ol > li').first()).toBeVisible();
      await lightAndDark(page);

      // WCAG 2.2's target size (2.5.8) on a phone, where targets are tapped: axe leaves this
      // rule out of its defaults, Lighthouse's mobile audit does not. The run has the default
      // rules too: a phone lays the page out otherwise (DocSearch hides the button's text there).
      // Back to light once the site has switched (not before: the transitions start then), and
      // settled again at the phone's width, whose media queries restyle buttons: a run read a
      // button's colour half-way and failed on contrast.
      await useSystemTheme(page, 'light');
      await page.setViewportSize({width: 412, height: 823});
      await expect(page.locator('.navbar__toggle')).toBeVisible();
      await transitionsDone(page);
      const {violations} = await axe(page, {rules: {'target-size': {enabled: true}}}).analyze();
      const small = violations.filter((v) => v.id === 'target-size');
      expect(
        small.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
        'targets too small',
      ).toEqual([]);
      expect(seriousOf(violations), 'on a phone').toEqual([]);
    });
  });
}

// WCAG 2.5.3 Label in Name: a speech user says what they see.
test('the search button is named by its visible text', async ({page}) => {
  await openPage(page, '/docs');
  const button = page.locator('nav.navbar .DocSearch-Button');
  await expect(button.locator('.DocSearch-Button-Key').first()).toBeVisible();
  const visible = (await button.innerText()).replace(/\s+/g, ' ').trim();
  expect(visible).toMatch(/^Search\b/);
  await expect(button).toHaveAccessibleName(visible);
  const {violations} = await axe(page)
    .include('nav.navbar .DocSearch-Button')
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(violations).toEqual([]);
});

// The search modal open with results: default rules, nested-interactive among them.
test('axe: no serious or critical violation with the search modal open, light and dark', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await searchFrom(page, '/docs/server/context', 'router');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await lightAndDark(page);
});

// The search modal's other screens (issue 48): empty, with a recent search and the starting
// points, and "no results" with its links.
test('axe: no serious or critical violation in the empty search modal, with a recent search, light and dark', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await searchFrom(page, '/docs', 'middleware');
  await page.locator('.DocSearch-Hit [data-url="/docs/server/middlewares"]').first().click();
  await expect(page).toHaveURL('/docs/server/middlewares');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Starting points'}).getByRole('link').first()).toBeVisible();
  await lightAndDark(page);
});

test("axe: no serious or critical violation on the search modal's no-results screen, light and dark", async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await searchFrom(page, '/docs/server/context', 'qxqxqz');
  await expect(page.locator('.DocSearch-NoResults').getByRole('link', {name: /^Let us know/})).toBeVisible({
    timeout: 20_000,
  });
  await lightAndDark(page);
});

// WCAG 1.3.1: the site header is the page's one banner landmark; the announcement is a named region.
test('the banner landmark is the site header with the navbar, and the announcement a region of its own', async ({
  page,
}) => {
  await openPage(page, '/docs/server/routers');
  const banner = page.getByRole('banner');
  await expect(banner).toHaveCount(1);
  await expect(banner.getByRole('navigation', {name: 'Main'})).toBeVisible();
  const announcement = page.getByRole('region', {name: 'Announcement'});
  await expect(announcement).toBeVisible();
  await expect(banner.getByRole('region', {name: 'Announcement'})).toHaveCount(0);
  // The header has no box of its own: the navbar still sticks to the top while the page scrolls.
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.locator('nav.navbar').evaluate((n) => n.getBoundingClientRect().top)).toBe(0);
});
