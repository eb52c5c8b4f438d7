import {axe} from './axe';
import type {Locator, Page} from '@playwright/test';
import {expect, openPage, test, useStoredTheme} from './fixtures';

/**
 * Tables fit their article's column, or scroll inside a container the keyboard
 * reaches (src/rehype/tableScroll.ts, src/css/custom.css): never wider than the
 * column, never cut off.
 */
const WIDE_TABLES = ['/docs/client/react/useQuery', '/docs/client/nextjs/ssr'];

/** The article column and every table's container and table, in page coordinates. */
async function tableGeometry(page: Page) {
  return page.locator('article .theme-doc-markdown').evaluate((column) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return {left: r.left, right: r.right};
    };
    return {
      column: box(column),
      tables: Array.from(column.querySelectorAll('table')).map((table) => {
        const scroller = table.parentElement!;
        return {
          scroller: box(scroller),
          table: box(table),
          scrollerClass: scroller.className,
          overflows: scroller.scrollWidth > scroller.clientWidth,
          // A cell whose content is wider than the cell is cut, whatever scrolls.
          clippedCells: Array.from(table.querySelectorAll('th, td'))
            .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
            .map((cell) => cell.textContent),
        };
      }),
    };
  });
}

for (const width of [1280, 390]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    // Both pages on one page: a new page per path cost more than its load.
    test(`${WIDE_TABLES.join(', ')}: each table stays in the article column and no cell is cut`, async ({page}) => {
      for (const path of WIDE_TABLES) {
        await openPage(page, path);
        const {column, tables} = await tableGeometry(page);
        expect.soft(tables.length, path).toBeGreaterThan(0);
        for (const t of tables) {
          expect.soft(t.scrollerClass, path).toBe('table-scroll');
          expect.soft(t.scroller.left, path).toBeGreaterThanOrEqual(column.left - 0.5);
          expect.soft(t.scroller.right, path).toBeLessThanOrEqual(column.right + 0.5);
          expect.soft(t.clippedCells, path).toEqual([]);
          if (width === 1280) {
            // On a desktop the table fits: nothing to scroll to, nothing past the column.
            expect.soft(t.overflows, path).toBe(false);
            expect.soft(t.table.right, path).toBeLessThanOrEqual(column.right + 0.5);
          }
        }
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
    });
  });
}

test.describe('a table too wide for a phone', () => {
  test.use({viewport: {width: 390, height: 800}});

  const firstTable = (page: Page): Locator => page.locator('article .table-scroll').first();

  test('scrolls by keyboard to its last column, and names its region', async ({page}) => {
    await openPage(page, '/docs/client/react/useQuery');
    const scroller = firstTable(page);
    await expect(scroller).toHaveAttribute('role', 'region');
    await expect(scroller).toHaveAccessibleName('Table: Option, Type, Default, What it does');
    const lastHeading = scroller.locator('th').last();
    const visibleRight = async () => (await scroller.boundingBox())!.x + (await scroller.boundingBox())!.width;
    // Before scrolling the last column is out of view (the table scrolls, the page does not).
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await scroller.focus();
    await expect(scroller).toBeFocused();
    const outline = await scroller.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('End');
    for (
      let i = 0;
      i < 40 && (await scroller.evaluate((el) => el.scrollLeft + el.clientWidth < el.scrollWidth - 1));
      i++
    ) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const heading = (await lastHeading.boundingBox())!;
    expect(heading.x + heading.width).toBeLessThanOrEqual((await visibleRight()) + 1);
    // Scrolled to its end, each row still shows its option's name, over a background of its own.
    const box = (await scroller.boundingBox())!;
    const name = scroller.locator('tbody tr').nth(1).locator('td').first();
    const cell = (await name.boundingBox())!;
    expect(cell.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width);
    expect(await name.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
      /rgba\(0, 0, 0, 0\)|transparent/,
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe in ${theme} mode`, async ({page}) => {
      await useStoredTheme(page, theme);
      await openPage(page, '/docs/client/react/useQuery');
      const {violations} = await axe(page).include('.table-scroll').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });
  }
});
