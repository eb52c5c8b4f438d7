/**
 * The report links (src/plugins/page-trust, the not-found page): what the
 * GitHub issue they open is prefilled with. github.com is never reached: the
 * new tab's request is answered here, and read.
 */
import type {BrowserContext} from '@playwright/test';
import {expect, openPage, test} from './fixtures';

/** Answers every request to github.com with an empty page and returns the URLs asked for. */
async function interceptGitHub(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  // Registered after the fixture's blocking route, so it runs first.
  await context.route(
    (url) => url.hostname === 'github.com',
    async (route) => {
      asked.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'text/html', body: '<title>New issue</title>'});
    },
  );
  return asked;
}

const bodyOf = (url: string | undefined) => new URL(url ?? 'about:blank').searchParams.get('body') ?? '';

test('"Report a problem with this page": URL, version, the section and the selected text; by keyboard too', async ({
  page,
  context,
  baseURL,
}) => {
  const asked = await interceptGitHub(context);
  await openPage(page, '/docs/server/routers');
  const report = page.getByRole('link', {name: 'Report a problem with this page on GitHub (opens in new tab)'});
  await expect(report).toHaveAttribute('target', '_blank');
  // Nothing is asked of GitHub before the reader follows the link.
  expect(asked).toEqual([]);

  // Select the first paragraph of the page's second section, then follow the link with the mouse.
  const second = page.locator('article h2[id]').nth(1);
  const heading = (await second.innerText()).replace(/\u200b/g, '').trim();
  const id = await second.getAttribute('id');
  const quote = await page.evaluate(() => {
    const paragraph = document.querySelectorAll('article h2[id]')[1]!.nextElementSibling!;
    getSelection()!.selectAllChildren(paragraph);
    return getSelection()!.toString();
  });
  expect(quote.length).toBeGreaterThan(10);
  const [tab] = await Promise.all([page.waitForEvent('popup'), report.click()]);
  await tab.waitForLoadState();
  await tab.close();
  const body = bodyOf(asked[0]);
  const url = new URL(asked[0]!);
  expect(`${url.origin}${url.pathname}`).toBe('https://github.com/trpc/trpc/issues/new');
  expect(url.searchParams.get('title')).toBe('Docs: Define Routers');
  expect(body).toContain('Page: https://trpc.io/docs/server/routers\n');
  expect(body).toContain('Version: 10.x (@trpc/server 10.30.0)\n');
  expect(body).toContain(`Section: ${heading} (https://trpc.io/docs/server/routers#${id})\n`);
  expect(body).toContain(`Quoted text:\n> ${quote.trim().split('\n')[0]}`);

  // By keyboard, with nothing selected: Tab from the last link above the footer (the line naming
  // llms.txt; the site names no repository, so there is no "Edit this page") reaches the link; Enter
  // follows it with the section at the middle of the window (near the page's foot).
  await page.evaluate(() => getSelection()!.removeAllRanges());
  await page.locator('[data-twin-pointer] a').last().focus();
  await page.keyboard.press('Tab');
  await expect(report).toBeFocused();
  const headings = (await page.locator('article h2[id], article h3[id]').allInnerTexts()).map((h) =>
    h.replace(/\u200b/g, '').trim(),
  );
  const [keyboardTab] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await keyboardTab.close();
  const keyed = bodyOf(asked[1]);
  const section = /\nSection: (.+) \(https:\/\/trpc\.io\/docs\/server\/routers#[\w-]+\)\n/.exec(keyed)?.[1];
  expect(headings).toContain(section);
  expect(keyed).not.toContain('Quoted text');
  expect(baseURL).toBeTruthy();
});

test.describe('the not-found page', () => {
  test.use({expectedConsoleErrors: /status of 404/});

  test('"Report a broken link": the path asked for and the page with the link', async ({page, context, baseURL}) => {
    const asked = await interceptGitHub(context);
    await openPage(page, '/docs/server/routers');
    // A plain link to a page that does not exist, followed as a reader would.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/server/no-such-page?from=test';
      a.textContent = 'broken';
      a.id = 'broken';
      document.querySelector('article')!.prepend(a);
    });
    await page.locator('#broken').click();
    await page.waitForURL(/no-such-page/);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const report = page.getByRole('link', {name: 'Report a broken link on GitHub (opens in new tab)'});
    await report.focus();
    await expect(report).toBeFocused();
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await tab.close();
    const url = new URL(asked[0]!);
    // Without the query: the issue is public (src/plugins/not-found/brokenLink.ts).
    expect(url.searchParams.get('title')).toBe('Broken link: /docs/server/no-such-page');
    expect(bodyOf(asked[0])).toContain(
      `Requested path: /docs/server/no-such-page\nLinked from: ${baseURL}/docs/server/routers\n`,
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the report link still names the page and its version', async ({page}) => {
    await page.goto('/docs/v9/router');
    const href = await page.getByRole('link', {name: /^Report a problem with this page/}).getAttribute('href');
    const body = bodyOf(href ?? undefined);
    expect(body).toContain('Page: https://trpc.io/docs/v9/router\n');
    expect(body).toContain('Version: 9.x (@trpc/server 9.27.4)\n');
  });
});
