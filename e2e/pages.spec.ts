import {axe, seriousViolations} from './axe';
import {expect, openPage, test, useStoredTheme} from './fixtures';

test.describe('home page', () => {
  test('hero, features, the three steps, testimonials, sponsors and a call to action', async ({page}) => {
    await openPage(page, '/');
    await expect(page.locator('h1')).toHaveText('Move Fast and Break Nothing.');
    await expect(page.getByText('End-to-end typesafe APIs made easy.')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Quickstart', exact: true}).last()).toHaveAttribute(
      'href',
      '/docs/quickstart',
    );
    await expect(page.getByRole('link', {name: 'Star on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/trpc/trpc',
    );
    await expect(page.locator('#features-title + ul > li')).toHaveCount(6);
    // The steps are the same MDX as /docs/landing-intro/Step1–3.
    const steps = page.locator('#steps-title + ol > li');
    await expect(steps).toHaveCount(3);
    // The visible code, not the step's "Show setup" disclosure.
    await expect(steps.nth(1).locator('pre:not(details pre)')).toContainText('createHTTPServer');
    await expect(page.locator('#sponsors-title ~ ul li')).not.toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'Build your first typesafe API in minutes'})).toBeVisible();
  });

  test('testimonials read as quotes when the widget script is blocked', async ({page}) => {
    await openPage(page, '/');
    const quotes = page.locator('blockquote.twitter-tweet');
    await expect(quotes).not.toHaveCount(0);
    await expect(quotes.first()).toContainText('type safety WITHOUT codegen');
    await expect(quotes.first().getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/twitter\.com\/\w+\/status\/\d+$/,
    );
  });

  // The widths one after another on one page: a new page per width cost more than its load.
  for (const theme of ['light', 'dark'] as const) {
    test(`lays out at 375, 996 and 1440px in ${theme} mode`, async ({page}, testInfo) => {
      await useStoredTheme(page, theme);
      for (const width of [375, 996, 1440]) {
        await page.setViewportSize({width, height: 900});
        await openPage(page, '/');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${width}px`).toBeLessThanOrEqual(0);
        if (width !== 996)
          await page.screenshot({path: testInfo.outputPath(`home-${width}-${theme}.png`), fullPage: true});
      }
    });
  }
});

test.describe('media page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('offers every asset for download and copies the colour and the font', async ({page, request}) => {
    await openPage(page, '/media');
    const downloads = page.locator('a[download]');
    expect(await downloads.count()).toBe(6);
    for (const href of await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await page.getByRole('button', {name: 'Copy colour'}).click();
    await expect(page.getByRole('status').first()).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#398ccb');
    await page.getByRole('button', {name: 'Copy font'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('system-ui');
  });

  for (const width of [375, 1280]) {
    test(`at ${width}px its download and copy buttons share one style and are 44 px targets`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await openPage(page, '/media');
      const buttons = page.locator('main').locator('a[download], button');
      expect(await buttons.count()).toBe(8);
      const looks = await buttons.evaluateAll((els) =>
        els.map((el) => {
          const s = getComputedStyle(el);
          return [el.className, s.backgroundColor, s.color, s.borderColor, s.fontSize, s.fontWeight].join(' | ');
        }),
      );
      expect(new Set(looks).size, looks.join('\n')).toBe(1);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.height, await button.innerText()).toBeGreaterThanOrEqual(44);
        expect(box.width, await button.innerText()).toBeGreaterThanOrEqual(44);
      }
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`screenshot at 375 and 1440px in ${theme} mode`, async ({page}, testInfo) => {
      await useStoredTheme(page, theme);
      for (const width of [375, 1440]) {
        await page.setViewportSize({width, height: 900});
        await openPage(page, '/media');
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width}px`)
          .toBeLessThanOrEqual(0);
        await page.screenshot({path: testInfo.outputPath(`media-${width}-${theme}.png`), fullPage: true});
      }
    });
  }
});

test('right-clicking the brand opens /media without the browser menu; a left click goes home', async ({page}) => {
  await openPage(page, '/docs/quickstart');
  const brand = page.locator('.navbar__brand');
  const prevented = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        document.addEventListener('contextmenu', (e) => resolve(e.defaultPrevented), {once: true}),
      ),
  );
  await brand.click({button: 'right'});
  expect(await prevented).toBe(true);
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.locator('h1')).toHaveText('Media assets');
  await brand.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('legacy URLs land on the page that replaced them', async ({page}) => {
  for (const [from, to] of [
    ['/docs/router', '/docs/server/routers'],
    ['/docs/reactjs/useQuery', '/docs/client/react/useQuery'],
    ['/docs/links/httpBatchLink', '/docs/client/links/httpBatchLink'],
    ['/docs/v10/server/middlewares', '/docs/server/middlewares'],
  ]) {
    const response = await page.goto(from!);
    // Answered by the host's 301 (vercel.json), as in production.
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${from}$`));
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('article h1')).toBeVisible();
  }
});

test('tweet widgets load async on pages with posts and are asked to reload on every route update', async ({page}) => {
  let requests = 0;
  await page.route('https://platform.twitter.com/widgets.js', (route) => {
    requests++;
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__loads = 0; window.twttr = {widgets: {load: function () { window.__loads++; }}};',
    });
  });
  await openPage(page, '/docs/quickstart');
  expect(requests).toBe(0);
  await page.locator('nav.navbar').getByRole('link', {name: 'tRPC', exact: false}).first().click();
  await page.waitForFunction(() => (window as unknown as {twttr?: unknown}).twttr !== undefined);
  expect(
    await page.locator('script[src="https://platform.twitter.com/widgets.js"]').getAttribute('async'),
  ).not.toBeNull();
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/?$/);
  await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {__loads: number}).__loads)).toBe(2);
  expect(requests).toBe(1);
});

test.describe('crash page', () => {
  test.use({expectedConsoleErrors: /Crash test|above error/});

  test('shows the error and its causes, keeps navigation usable, and recovers on "Try again"', async ({page}) => {
    await openPage(page, '/__e2e/crash');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    for (const text of [
      'Crash test: the page failed to render',
      'Crash test cause: the list could not be read',
      'Crash test root cause: the data was missing',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The crash test page rendered.')).toBeVisible();
  });

  test('passes axe', async ({page}) => {
    await openPage(page, '/__e2e/crash');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    expect(await seriousViolations(axe(page))).toEqual([]);
  });
});
