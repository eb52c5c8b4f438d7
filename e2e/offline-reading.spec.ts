/**
 * Offline reading (src/plugins/offline-reading, @docusaurus/plugin-pwa): no
 * service worker unless the reader opts in; once on, pages read, the home
 * page and search work offline; a new deploy offers a reload.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {PORT} from '../playwright.config';
import {expect, openPage, test} from './fixtures';
import {formatDownloadSize} from '../src/plugins/offline-reading/downloadSize';
import {gzipSize} from '../src/plugins/offline-reading/precacheSize';
import {listed, privacyNames} from './privacyTable';

// Turning it on precaches every bundle, each request through the fixture's router: slow on a busy machine.
const OPT_IN_TIMEOUT = 120_000;

const savedPaths = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('trpc-offline-pages')).keys()).map((r) => new URL(r.url).pathname),
  );

/** Turns offline reading on from the "Copy page" menu and waits until the worker has saved what it should. */
async function optIn(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Copy page'}).click();
  await page.getByRole('menuitemcheckbox', {name: /^Read offline/}).click();
  // Said once the worker has installed, with the bundles precached.
  await expect(page.getByRole('status')).toHaveText(/^Offline reading is on/, {timeout: OPT_IN_TIMEOUT});
  await expect
    .poll(() => savedPaths(page), {timeout: 30_000})
    .toEqual(expect.arrayContaining(['/', '/search-index/current.head.json', '/search-index/current.body.json']));
}

test('an ordinary visit registers no service worker', async ({page}) => {
  await openPage(page, '/docs/server/routers');
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        document.readyState === 'complete' ? resolve(null) : addEventListener('load', resolve),
      ),
  );
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
});

test('?offlineMode=true in a link asks first: nothing registers or is stored until the reader says yes', async ({
  page,
}) => {
  await openPage(page, '/docs/server/routers?offlineMode=true');
  const ask = page.getByRole('region', {name: 'Read this site offline?'});
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('download');
  // It says how much: the compressed total of the precache manifest the served worker holds.
  const sw = await (await page.request.get('/sw.js')).text();
  const precached = [...new Set([...sw.matchAll(/"url":"(assets\/[^"]+)"/g)].map((m) => m[1]!))];
  expect(precached.length).toBeGreaterThan(50);
  const total = precached.reduce((sum, url) => sum + gzipSize(path.join(__dirname, '../build', url)), 0);
  await expect(ask).toContainText(`the site’s code (${formatDownloadSize(total)})`);
  const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(await registrations()).toBe(0);
  await ask.getByRole('button', {name: 'Not now'}).click();
  await expect(ask).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await registrations()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('trpc.offlineReading'))).toBeNull();
});

test('after opting in, two visited pages, navigation between them and search work offline', async ({page, context}) => {
  test.setTimeout(OPT_IN_TIMEOUT);
  await openPage(page, '/docs/server/routers');
  await optIn(page);
  // Every cache and key offline reading writes is on /privacy.
  const names = await privacyNames(page.request);
  const written = await page.evaluate(async () => [...(await caches.keys()), ...Object.keys(localStorage)]);
  expect(written.filter((name) => !listed(names, name))).toEqual([]);
  await openPage(page, '/docs/server/context');
  await expect.poll(() => savedPaths(page), {timeout: 30_000}).toContain('/docs/server/context');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Context');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.locator('nav.menu').getByRole('link', {name: 'Define Routers', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/server\/routers$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Define Routers');
  await page.reload();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Define Routers');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});

  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('middleware');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  await context.setOffline(false);
  // Off again: the worker and what it saved are gone.
  await page.keyboard.press('Escape');
  await page.getByRole('button', {name: 'Copy page'}).click();
  await page.getByRole('menuitemcheckbox', {name: /^Read offline/}).click();
  await expect(page.getByRole('status')).toHaveText(/^Offline reading is off/);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test.describe('the switch', () => {
  test.use({viewport: {width: 390, height: 844}});
  test.describe.configure({timeout: OPT_IN_TIMEOUT});

  test('shows its state at once, progress while pages are saved, and a status that can be dismissed', async ({
    page,
  }) => {
    await openPage(page, '/docs/quickstart');
    const h1 = page.getByRole('heading', {level: 1});
    const before = (await h1.boundingBox())!;
    // Every text the status line shows, in order.
    await page.evaluate(() => {
      const w = window as unknown as {statusTexts: string[]};
      w.statusTexts = [];
      const status = document.querySelector('[role="status"]')!;
      new MutationObserver(() => w.statusTexts.push(status.textContent ?? '')).observe(status, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.getByRole('button', {name: 'Copy page'}).click();
    const toggle = page.getByRole('menuitemcheckbox', {name: /^Read offline/});
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle, 'at once, before the worker is ready').toHaveAttribute('aria-checked', 'true', {timeout: 300});
    const status = page.getByRole('status');
    await expect(status).toHaveText(/^Offline reading is on/, {timeout: OPT_IN_TIMEOUT});
    const texts = await page.evaluate(() => (window as unknown as {statusTexts: string[]}).statusTexts);
    expect(texts).toContain("Turning offline reading on: saving the site's code…");
    expect(texts).toContainEqual(expect.stringMatching(/^Turning offline reading on: saving pages, \d of 4…$/));
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    await expect(toggle).toContainText('On: pages you open are saved');

    const after = (await h1.boundingBox())!;
    expect(after.width, 'the status leaves the title its width').toBe(before.width);
    expect(after.height).toBe(before.height);

    await page.getByRole('button', {name: 'Dismiss'}).click();
    await expect(status).toHaveText('');

    // Off, by keyboard alone: the switch flips at once, Escape closes the menu, then the status.
    await page.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-checked', 'false', {timeout: 300});
    await expect(status).toHaveText(/^Offline reading is off/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(status).toHaveText('');
  });
});

test.describe('a page that was not saved', () => {
  // The worker answers it with 503, which Chromium logs.
  // The fallback answers 503; offline, the browser's own requests for the page (its icon) fail too.
  test.use({expectedConsoleErrors: /status of 503|Failed to load resource: net::ERR_FAILED/});
  test.describe.configure({timeout: OPT_IN_TIMEOUT});

  // One opt-in (it precaches every bundle) for both looks: the page reads the stored mode each time.
  test("offline, shows the site's look (light, then dark), a link home and the saved pages", async ({
    page,
    context,
  }) => {
    await openPage(page, '/docs/server/routers');
    await optIn(page);
    await context.setOffline(true);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      const response = await page.goto('/docs/server/middlewares');
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('This page is not saved for offline reading');
      await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
      await expect(page.getByRole('listitem').getByRole('link', {name: 'Define Routers'})).toHaveAttribute(
        'href',
        '/docs/server/routers',
      );
      await expect(page.locator('code')).toHaveText('/docs/server/middlewares');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, theme).toBe(theme === 'dark' ? 'rgb(27, 27, 29)' : 'rgb(255, 255, 255)');
      await page.getByRole('listitem').getByRole('link', {name: 'Define Routers'}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Define Routers');
    }
    await context.setOffline(false);
  });
});

test.describe('a new deploy', () => {
  // The visit opts in (?offlineMode=true), so it waits for the same install as the switch.
  test.describe.configure({timeout: OPT_IN_TIMEOUT});
  const port = PORT + 2;
  let dir: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    // A copy of build/ whose sw.js can change, as a deploy changes it.
    const build = path.resolve(__dirname, '../build');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trpc-deploy-'));
    for (const entry of fs.readdirSync(build)) {
      if (entry === 'sw.js') fs.copyFileSync(path.join(build, entry), path.join(dir, entry));
      else fs.symlinkSync(path.join(build, entry), path.join(dir, entry));
    }
    // Its own process group, so that the server tsx starts stops with it.
    server = spawn('npx', ['tsx', 'scripts/serve', '--port', String(port), '--dir', dir], {
      cwd: path.resolve(__dirname, '..'),
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            (r) => r.status,
            () => 0,
          ),
        {timeout: 30_000},
      )
      .toBe(200);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('shows "New version available" with a reload that brings the new build', async ({page}) => {
    const origin = `http://127.0.0.1:${port}`;
    await openPage(page, `${origin}/docs/server/routers?offlineMode=true`);
    await page
      .getByRole('region', {name: 'Read this site offline?'})
      .getByRole('button', {name: 'Turn on offline reading'})
      .click();
    await expect.poll(() => savedPaths(page), {timeout: 30_000}).toContain('/search-index/current.body.json');
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    fs.appendFileSync(path.join(dir, 'sw.js'), `\n// deploy ${Date.now()}\n`);
    await page.reload();
    // The page checks for the new worker once it has loaded, and the worker installs in the
    // background before the prompt shows: on a busy 2-core machine that took more than 5 s.
    const prompt = page.getByText('New version available');
    await expect(prompt).toBeVisible({timeout: 30_000});
    await page.getByRole('button', {name: 'Reload'}).click();
    await page.waitForLoadState('load');
    await expect(page.getByText('New version available')).toBeHidden();
  });
});
