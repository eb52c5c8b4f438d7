/**
 * The Markdown twins as served, and the "Copy page" menu beside each doc and
 * post title (src/plugins/markdown-twins).
 */
import {axe, seriousViolations} from './axe';
import {DOCS_MCP_PACKAGE, docsMcpCommand} from '../src/docs-model/agents';
import {expect, inLightAndDark, openPage, test} from './fixtures';

const DOC = '/docs/server/routers';
const trigger = (page: import('@playwright/test').Page) => page.getByRole('button', {name: 'Copy page'});

test('twins are served as text/markdown, indexes as text, and each page names its twin', async ({page, request}) => {
  const twin = await request.get(`${DOC}.md`);
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  // One line naming the version's index, then the page.
  expect(await twin.text()).toMatch(/^> [^\n]+ https?:\/\/[^\s]+\/llms\.txt\n\n# Define Routers\n/);
  // The page's own URL answers an agent that asks for Markdown with the twin; a browser gets HTML.
  const asked = await request.get(DOC, {headers: {Accept: 'text/markdown'}});
  expect(asked.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(asked.headers().vary).toBe('Accept');
  // The Markdown, at either URL, names the HTML page as canonical; the page names its twin.
  const canonical = `<https://trpc.io${DOC}>; rel="canonical"`;
  expect(asked.headers().link).toBe(canonical);
  expect(twin.headers().link).toBe(canonical);
  expect(await asked.text()).toBe(await twin.text());
  const html = await request.get(DOC, {headers: {Accept: 'text/html,*/*;q=0.8'}});
  expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(html.headers().link).toBe(`<${DOC}.md>; rel="alternate"; type="text/markdown"`);
  for (const file of [
    '/llms.txt',
    '/llms-full.txt',
    '/docs/v9/llms.txt',
    '/docs/v9/llms-full.txt',
    '/docs/typedoc/llms.txt',
  ]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe('text/plain; charset=utf-8');
  }
  await openPage(page, DOC);
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${DOC}.md`);
});

test('the menu loads when opened and works from the keyboard', async ({page}) => {
  await openPage(page, DOC);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await trigger(page).focus();
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', {name: 'Copy page'});
  await expect(menu).toBeVisible();
  expect(scripts.length, 'the menu is a chunk of its own').toBeGreaterThan(0);
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveCount(5);
  const all = menu.locator('[role^="menuitem"]');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  // The last entry is the "Read offline" switch, in builds with a service worker.
  const last = (await all.count()) - 1;
  await page.keyboard.press('End');
  await expect(all.nth(last)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(all.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(all.nth(last)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger(page)).toBeFocused();
});

test('"Copy page" puts the Markdown twin on the clipboard and says so', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, DOC);
  await trigger(page).click();
  await page.getByRole('menuitem', {name: /^Copy page/}).click();
  await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await request.get(`${DOC}.md`)).text());
  await expect(trigger(page)).toBeFocused();
  // The command that adds the docs server to an editor, by its package's name.
  await trigger(page).click();
  await page.getByRole('menuitem', {name: /^Copy MCP command/}).click();
  expect(docsMcpCommand()).toContain(DOCS_MCP_PACKAGE);
  await expect(page.getByRole('status')).toHaveText(`Copied the MCP command: ${docsMcpCommand()}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(docsMcpCommand());
});

test.describe('when the twin cannot be fetched', () => {
  // The browser logs the failed request itself.
  test.use({expectedConsoleErrors: /status of 503/});

  test('a failed copy ends in a clear message', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'down'}));
    await openPage(page, DOC);
    await trigger(page).click();
    await page.getByRole('menuitem', {name: /^Copy page/}).click();
    await expect(page.getByRole('status')).toHaveText(/^Could not copy the page: .*503/);
  });
});

test('"View as Markdown" and the assistants name the twin and the version; nothing leaves the site before a click', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    // The e2e build's analytics tag (GTAG_ID) is the page's, not the menu's.
    if (!new URL(r.url()).hostname.match(/^(127\.0\.0\.1|localhost|www\.googletagmanager\.com)$/))
      thirdParty.push(r.url());
  });
  for (const [path, version] of [
    ['/docs/v9/router', 'tRPC 9.x'],
    [DOC, 'tRPC 10.x'],
    ['/docs/typedoc/server/variables/initTRPC', 'tRPC 10.x'],
    ['/blog/announcing-trpc-10', 'current release 10.x'],
  ] as const) {
    await openPage(page, path);
    await trigger(page).click();
    await expect(page.getByRole('menuitem', {name: /^View as Markdown/})).toHaveAttribute('href', `${path}.md`);
    for (const [name, host] of [
      ['ChatGPT', 'chatgpt.com'],
      ['Claude', 'claude.ai'],
    ]) {
      const href = await page.getByRole('menuitem', {name: new RegExp(`^Open in ${name}`)}).getAttribute('href');
      const url = new URL(href!);
      expect(url.hostname).toBe(host);
      expect(url.searchParams.get('q')).toContain(`https://trpc.io${path}.md`);
      expect(url.searchParams.get('q')).toContain(version);
    }
  }
  expect(thirdParty).toEqual([]);
  await page.getByRole('menuitem', {name: /^View as Markdown/}).click();
  await expect(page).toHaveURL(/\/blog\/announcing-trpc-10\.md$/);
});

test('posts have the menu on their own page only', async ({page}) => {
  await openPage(page, '/blog');
  await expect(trigger(page)).toHaveCount(0);
});

test('axe: the open menu has no serious or critical violation in light and dark mode', async ({page}) => {
  await openPage(page, DOC);
  await trigger(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await inLightAndDark(page, async (theme) => {
    await expect(page.getByRole('menu'), theme).toBeVisible();
    expect(await seriousViolations(axe(page)), theme).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the status line sits at the foot of the window, leaves the title its width, and is dismissed by button or Escape', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/docs/quickstart');
    const h1 = page.getByRole('heading', {level: 1});
    const before = (await h1.boundingBox())!;
    await trigger(page).click();
    await page.getByRole('menuitem', {name: /^Copy page/}).click();
    const status = page.getByRole('status');
    await expect(status).toHaveText('Copied the page as Markdown.');
    const after = (await h1.boundingBox())!;
    expect(after.width).toBe(before.width);
    expect(after.height).toBe(before.height);
    const box = (await status.boundingBox())!;
    expect(box.y, 'below the title').toBeGreaterThan(after.y + after.height);
    await page.getByRole('button', {name: 'Dismiss'}).click();
    await expect(status).toHaveText('');
    await expect(page.getByRole('button', {name: 'Dismiss'})).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();

    // Again, by keyboard alone: the dismiss button follows the menu's button, Escape closes.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Copied the page as Markdown.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Dismiss'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(status).toHaveText('');
    await expect(trigger(page)).toBeFocused();
  });

  test('the status line leaves by itself once it has said the same thing for a while, unless the reader is on it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await openPage(page, '/docs/quickstart');
    const status = page.getByRole('status');
    await trigger(page).click();
    await page.getByRole('menuitem', {name: /^Copy page/}).click();
    await expect(status).toHaveText('Copied the page as Markdown.');
    await page.clock.fastForward(5000);
    await expect(status).toHaveText('Copied the page as Markdown.');
    await page.clock.fastForward(1500);
    await expect(status).toHaveText('');
    await expect(trigger(page)).toBeFocused();

    // On its Dismiss button, the reader is reading it: it stays.
    await trigger(page).click();
    await page.getByRole('menuitem', {name: /^Copy page/}).click();
    await page.getByRole('button', {name: 'Dismiss'}).focus();
    await page.clock.fastForward(10_000);
    await expect(status).toHaveText('Copied the page as Markdown.');
  });
});
