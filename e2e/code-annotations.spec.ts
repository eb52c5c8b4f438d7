import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, openPage, test, useStoredTheme} from './fixtures';

/**
 * The compiler's answers to the code's twoslash markers, drawn at build time
 * under their lines (src/plugins/code-highlight/queries.ts).
 */
const PAGE = '/docs/client/react/useQuery';

/** The block whose `select` error the page shows, and its annotated lines. */
const block = (page: Page) => page.locator('.theme-code-block').filter({has: page.getByText('components/ShortFilms.tsx', {exact: true})});

test.describe('code annotations', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const theme of ['light', 'dark'] as const) {
    test(`show the inferred type in a box under its line in ${theme} mode, and pass axe`, async ({page}) => {
      await useStoredTheme(page, theme);
      await openPage(page, PAGE);
      const annotation = block(page).locator('[data-annotation="query"]').first();
      await expect(annotation).toBeVisible();
      // The compiler's text; it orders the properties as its program met them.
      await expect(annotation).toHaveText(/^\(parameter\) films: \{(\s+(id|title): string;|\s+(year|runtime): number;){4}\s+\}\[\]$/);
      const line = annotation.locator('xpath=preceding-sibling::div[contains(@class, "token-line")][1]');
      await expect(line).toContainText('select: (films) =>');
      const [lineBox, noteBox] = [await line.boundingBox(), await annotation.boundingBox()];
      expect(noteBox!.y).toBeGreaterThanOrEqual(lineBox!.y + lineBox!.height - 1);
      expect(noteBox!.y).toBeLessThan(lineBox!.y + lineBox!.height + 12);
      // A box: its border shows against the code's background.
      const style = await annotation.evaluate((el) => {
        const s = getComputedStyle(el);
        return {border: s.borderTopStyle, borderColor: s.borderTopColor, background: getComputedStyle(el.closest('pre')!).backgroundColor};
      });
      expect(style.border).toBe('solid');
      expect(style.borderColor).not.toBe(style.background);
      await expect(page.locator('[data-annotation="error"]')).toContainText('No overload matches this call.');

      const {violations} = await new AxeBuilder({page}).include('.theme-code-block').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });
  }

  test('copy the code without annotations or marker lines', async ({page}) => {
    await openPage(page, PAGE);
    const code = page.locator('.theme-code-block').filter({has: page.getByText('components/FilmTitles.tsx', {exact: true})});
    await expect(code.locator('[data-annotation="error"]')).toBeVisible();
    await code.hover();
    await code.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^import \{ trpc \} from '\.\.\/utils\/trpc';\n/);
    expect(copied).toContain("const titles = trpc.film.search.useQuery({ text: '' }, { select: (films) => films.map((f) => f.title) });");
    expect(copied).not.toContain('@errors');
    expect(copied).not.toContain('No overload');
    const lines = await code.locator('.token-line').allTextContents();
    expect(copied.split('\n')).toEqual(lines);
  });

  test.describe('on a 375 px phone', () => {
    test.use({viewport: {width: 375, height: 740}});

    test('wrap within the code block and never widen the page', async ({page}) => {
      await openPage(page, '/docs/quickstart');
      const annotations = page.locator('[data-annotation]');
      expect(await annotations.count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      for (const annotation of await annotations.all()) {
        await annotation.scrollIntoViewIfNeeded();
        const box = (await annotation.boundingBox())!;
        const pre = (await annotation.locator('xpath=ancestor::pre[1]').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(pre.x);
        expect(box.x + box.width).toBeLessThanOrEqual(pre.x + pre.width);
      }
      // The long union of error codes wraps onto several lines instead.
      const union = annotations.filter({hasText: 'PARSE_ERROR'});
      const lineHeight = await union.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await union.boundingBox())!.height).toBeGreaterThan(2 * lineHeight);
    });
  });
});
