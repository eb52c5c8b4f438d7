/**
 * No third-party script (tweet widget, analytics) when the browser sends
 * Global Privacy Control or Do Not Track; the quotes stay readable. The
 * fixture aborts every request to another host, but the page still asks for
 * them, and that is what is counted here.
 */
import {axe, seriousViolations} from './axe';
import type {Page} from '@playwright/test';
import {expect, inLightAndDark, openPage, test} from './fixtures';
import {listed, privacyNames} from './privacyTable';

const THIRD_PARTY = /^https:\/\/(platform\.twitter\.com|www\.googletagmanager\.com)\//;

function thirdPartyRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (THIRD_PARTY.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const SIGNALS = {
  'Global Privacy Control': () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
  'Do Not Track': () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'}),
};

test('without a privacy signal the home page asks for the tweet widget and analytics (the control)', async ({page}) => {
  const requests = thirdPartyRequests(page);
  await openPage(page, '/');
  await expect.poll(() => requests.some((u) => u.includes('platform.twitter.com/widgets.js'))).toBe(true);
  await expect.poll(() => requests.some((u) => u.includes('googletagmanager.com/gtag/js'))).toBe(true);
});

for (const [signal, install] of Object.entries(SIGNALS)) {
  test(`with ${signal}, no third-party script loads and the quotes stay readable`, async ({page}) => {
    await page.addInitScript(install);
    const requests = thirdPartyRequests(page);
    await openPage(page, '/');
    await expect(page.locator('blockquote.twitter-tweet').first()).toContainText('type safety WITHOUT codegen');
    await page.locator('footer').getByRole('link', {name: 'Privacy'}).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await openPage(page, '/docs/community/love');
    await expect(page.locator('blockquote.twitter-tweet').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });
}

test('/privacy says what loads from where and how to opt out; axe finds nothing serious or critical, light and dark', async ({
  page,
}) => {
  await openPage(page, '/privacy');
  await expect(page.locator('h1')).toHaveText('Privacy');
  await expect(page.getByRole('heading', {name: 'Google Analytics'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Twitter (X) embeds'})).toBeVisible();
  await expect(page.locator('main')).toContainText('https://www.googletagmanager.com');
  await expect(page.locator('main')).toContainText('Global Privacy Control');
  await inLightAndDark(page, async (theme) => {
    expect(await seriousViolations(axe(page)), theme).toEqual([]);
  });
});

test.describe('/privacy lists everything a reading session leaves or contacts', () => {
  test('storage keys, cookies and other hosts after theme, tabs, announcement, search and a 9.x page', async ({
    page,
    request,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.hostname !== '127.0.0.1' && url.protocol === 'https:') hosts.add(url.origin);
    });
    await openPage(page, '/docs/server/routers');
    await page
      .getByRole('button', {name: /dark mode|light mode|system mode/i})
      .first()
      .click();
    await page.locator('.theme-announcement-bar').getByRole('button', {name: /close/i}).click();
    await page.getByRole('tab', {name: 'yarn'}).first().click();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('middlewares');
    await page.locator('.DocSearch-Hit .DocSearch-Hit-link').first().click();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    await page.keyboard.press('Escape');
    await openPage(page, '/docs/v9/love');
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');

    const written = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      cookies: document.cookie ? document.cookie.split('; ').map((c) => c.split('=')[0]!) : [],
      caches: await caches.keys(),
    }));
    const names = await privacyNames(request);
    expect(written.local.length).toBeGreaterThan(4);
    const missing = [
      ...[...written.local, ...written.session, ...written.cookies, ...written.caches].filter((k) => !listed(names, k)),
      ...[...hosts].filter((h) => !listed(names, h)),
    ];
    expect(missing).toEqual([]);
  });
});
