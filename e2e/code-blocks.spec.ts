import {expect, openPage, test} from './fixtures';

/** Code is highlighted at build time (src/plugins/code-highlight); these check what readers get. */
test.describe('code blocks', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  const block = (page: import('@playwright/test').Page) =>
    page.locator('.theme-code-block').filter({has: page.getByText('server/trpc.ts', {exact: true})});

  test('are highlighted in both colour modes, with the theme colours of each', async ({page}) => {
    const keywordColour = () =>
      block(page)
        .locator('.token.keyword')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    const plainColour = () =>
      block(page)
        .locator('code')
        .evaluate((el) => getComputedStyle(el).color);
    await page.emulateMedia({colorScheme: 'light'});
    await openPage(page, '/docs/server/authorization');
    const light = await keywordColour();
    expect(light).not.toBe(await plainColour());

    await page.emulateMedia({colorScheme: 'dark'});
    await openPage(page, '/docs/server/authorization');
    const dark = await keywordColour();
    expect(dark).not.toBe(await plainColour());
    expect(dark).not.toBe(light);
  });

  test('mark the line a magic comment names, and leave the comment out of the code and the copy', async ({page}) => {
    await openPage(page, '/docs/server/authorization');
    const code = block(page);
    await expect(code.locator('.theme-code-block-highlighted-line')).toHaveText(
      '  return next({ ctx: { user: ctx.user } });',
    );
    await expect(code).not.toContainText('highlight-next-line');

    await code.hover();
    await code.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { initTRPC, TRPCError } from '@trpc/server';");
    expect(copied).toContain('  return next({ ctx: { user: ctx.user } });\n});');
    expect(copied).not.toContain('highlight-next-line');
  });

  test('without marked lines, show each line of the code on a line of its own, empty ones included', async ({page}) => {
    await openPage(page, '/blog/announcing-trpc-10');
    // The first block with an empty line and no line elements (its lines are text).
    const blocks = page.locator('.theme-code-block');
    const index = await blocks.evaluateAll((els) =>
      els.findIndex(
        (el) => !el.querySelector('.token-line') && el.querySelector('pre code')!.textContent!.includes('\n\n'),
      ),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const container = blocks.nth(index);
    const code = container.locator('pre code');
    const shown = await code.evaluate((el) => {
      const {paddingTop, paddingBottom, lineHeight} = getComputedStyle(el);
      const height = el.getBoundingClientRect().height - parseFloat(paddingTop) - parseFloat(paddingBottom);
      return {text: el.textContent!, lines: Math.round(height / parseFloat(lineHeight))};
    });
    await container.hover();
    await container.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(shown.text).toBe(copied);
    expect(shown.lines).toBe(copied.split('\n').length);
    await expect(code.locator('.token').first()).toBeVisible();
  });

  test('keep highlighting after a client-side navigation', async ({page}) => {
    await openPage(page, '/docs/server/context');
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Authorization', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/server\/authorization/);
    await expect(block(page).locator('.token.keyword').first()).toBeVisible();
  });
});
