import {axe, seriousViolations} from './axe';
import type {Page} from '@playwright/test';
import {expect, inLightAndDark, openPage, test, useStoredTheme} from './fixtures';

/**
 * The compiler's answers to the code's twoslash markers, drawn at build time
 * under their lines (src/plugins/code-highlight/queries.ts).
 */
const PAGE = '/docs/client/react/useQuery';

/** The block whose `select` error the page shows, and its annotated lines. */
const block = (page: Page) =>
  page.locator('.theme-code-block').filter({has: page.getByText('components/ShortFilms.tsx', {exact: true})});

test.describe('code annotations', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('show the inferred type in a box under its line, and pass axe in light and dark mode', async ({page}) => {
    await openPage(page, PAGE);
    const annotation = block(page).locator('[data-annotation="query"]').first();
    await expect(annotation).toBeVisible();
    // The compiler's text; it orders the properties as its program met them.
    await expect(annotation).toHaveText(
      /^\(parameter\) films: \{(\s+(id|title): string;|\s+(year|runtime): number;){4}\s+\}\[\]$/,
    );
    const line = annotation.locator('xpath=preceding-sibling::div[contains(@class, "token-line")][1]');
    await expect(line).toContainText('select: (films) =>');
    const [lineBox, noteBox] = [await line.boundingBox(), await annotation.boundingBox()];
    expect(noteBox!.y).toBeGreaterThanOrEqual(lineBox!.y + lineBox!.height - 1);
    expect(noteBox!.y).toBeLessThan(lineBox!.y + lineBox!.height + 12);
    await expect(page.locator('[data-annotation="error"]')).toContainText('No overload matches this call.');
    await inLightAndDark(page, async (theme) => {
      // A box: its border shows against the code's background.
      const style = await annotation.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          border: s.borderTopStyle,
          borderColor: s.borderTopColor,
          background: getComputedStyle(el.closest('pre')!).backgroundColor,
        };
      });
      expect(style.border, theme).toBe('solid');
      expect(style.borderColor, theme).not.toBe(style.background);
      expect(await seriousViolations(axe(page).include('.theme-code-block')), theme).toEqual([]);
    });
  });

  test('copy the code without annotations or marker lines', async ({page}) => {
    await openPage(page, PAGE);
    const code = page
      .locator('.theme-code-block')
      .filter({has: page.getByText('components/FilmTitles.tsx', {exact: true})});
    await expect(code.locator('[data-annotation="error"]')).toBeVisible();
    await code.hover();
    await code.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^import \{ trpc \} from '\.\.\/utils\/trpc';\n/);
    expect(copied).toContain(
      "const titles = trpc.film.search.useQuery({ text: '' }, { select: (films) => films.map((f) => f.title) });",
    );
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

  test.describe('marked as the compiler’s output', () => {
    for (const {width, theme} of [
      {width: 375, theme: 'light'},
      {width: 375, theme: 'dark'},
      {width: 1280, theme: 'light'},
    ] as const) {
      test(`at ${width} px in ${theme} mode: named and labelled, and their caret under the column they are about`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height: 800});
        await useStoredTheme(page, theme);
        await openPage(page, PAGE);
        const types = page.getByRole('note', {name: 'Inferred type'});
        expect(await types.count()).toBeGreaterThan(0);
        await expect(page.getByRole('note', {name: 'Compiler error'}).first()).toContainText(
          'No overload matches this call.',
        );
        for (const note of await types.all()) {
          await note.scrollIntoViewIfNeeded();
          const look = await note.evaluate((el) => {
            const label = getComputedStyle(el, '::before');
            const caret = getComputedStyle(el, '::after');
            const box = el.getBoundingClientRect();
            // The character the marker points at, on the line above the annotation.
            let line = el.previousElementSibling!;
            while (!line.classList.contains('token-line')) line = line.previousElementSibling!;
            const column = Math.round(parseFloat(getComputedStyle(el).getPropertyValue('--annotation-column')));
            const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
            let offset = column;
            let text = walker.nextNode() as Text | null;
            while (text && offset >= text.length) {
              offset -= text.length;
              text = walker.nextNode() as Text | null;
            }
            const range = document.createRange();
            range.setStart(text!, offset);
            range.setEnd(text!, offset + 1);
            const target = range.getBoundingClientRect();
            const pre = el.closest('pre')!.getBoundingClientRect();
            return {
              label: label.content,
              labelColour: label.color,
              background: getComputedStyle(el.closest('pre')!).backgroundColor,
              caretCentre:
                box.left +
                parseFloat(getComputedStyle(el).borderLeftWidth) +
                parseFloat(caret.left) +
                parseFloat(caret.borderLeftWidth),
              caretTop: box.top + parseFloat(caret.top),
              target: {left: target.left, right: target.right, bottom: target.bottom},
              lineBottom: line.getBoundingClientRect().bottom,
              visible: target.left >= pre.left && target.right <= pre.right,
            };
          });
          // A visible label, silent for screen readers (they hear the name).
          expect(look.label).toMatch(/^"inferred type" \/ ""$/);
          expect(look.labelColour).not.toBe(look.background);
          if (!look.visible) continue;
          // The caret points at the marked character, even when the box takes the whole width.
          expect(look.caretCentre).toBeGreaterThanOrEqual(look.target.left - 1);
          expect(look.caretCentre).toBeLessThanOrEqual(look.target.right + 1);
          expect(look.caretTop).toBeGreaterThanOrEqual(look.lineBottom - 2);
        }
      });
    }
  });
});
