import {expect, openPage, test} from './fixtures';

/**
 * What a reader notices at a glance on each page type, at phone and desktop
 * widths: no control lies over another, no table pokes out of the article's
 * column or cuts a cell, and the page never scrolls sideways.
 */
const PAGES = [
  '/docs/client/react/useQuery', // 10.x guide: options table, annotated code, callouts
  '/docs/client/nextjs/ssr', // 10.x guide: table and callouts
  '/docs/v9/aws-lambda', // 9.x guide with a table
  '/blog/announcing-trpc-10', // post: many code blocks
  '/docs/typedoc/server/functions/router', // API reference page
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}, hasTouch: width < 500, isMobile: width < 500});

    // The page types one after another on one page: a new page per type cost more than its load.
    test(`${PAGES.join(', ')}: no overlapping controls, no clipped table, no sideways scroll`, async ({page}) => {
      test.slow();
      for (const path of PAGES) {
        await openPage(page, path);
        // The code-block buttons are drawn after hydration.
        await page
          .locator('article .theme-code-block button')
          .first()
          .waitFor({state: 'attached', timeout: 5000})
          .catch(() => {});
        const report = await page.evaluate(() => {
          const article = document.querySelector('article')!;
          const column = (article.querySelector('.theme-doc-markdown, .markdown') ?? article).getBoundingClientRect();
          const shown = (el: Element) => {
            const s = getComputedStyle(el);
            return (
              s.visibility !== 'hidden' &&
              s.display !== 'none' &&
              Number(s.opacity) > 0 &&
              el.getClientRects().length > 0 &&
              !el.closest('[hidden], [aria-hidden="true"]')
            );
          };
          // Controls a reader clicks: links, buttons, fields (not the scroll regions that hold them).
          const controls = Array.from(
            article.querySelectorAll('a[href], button, input, select, textarea, summary'),
          ).filter(shown);
          const overlaps: string[] = [];
          const name = (el: Element) =>
            `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
          for (let i = 0; i < controls.length; i++) {
            for (let j = i + 1; j < controls.length; j++) {
              const [a, b] = [controls[i]!, controls[j]!];
              if (a.contains(b) || b.contains(a)) continue;
              // Per line box: a link that wraps is two rectangles, not their hull.
              const hit = Array.from(a.getClientRects()).some((r) =>
                Array.from(b.getClientRects()).some(
                  (q) =>
                    Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 &&
                    Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1,
                ),
              );
              if (hit) overlaps.push(`${name(a)} over ${name(b)}`);
            }
          }
          const tables = Array.from(article.querySelectorAll('table')).map((table) => {
            const box = table.parentElement!.getBoundingClientRect();
            return {
              inColumn: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
              clipped: Array.from(table.querySelectorAll('th, td')).filter((c) => c.scrollWidth > c.clientWidth + 1)
                .length,
              // A table wider than its box must scroll in a region the keyboard reaches.
              reachable:
                table.scrollWidth <= table.parentElement!.clientWidth + 1 ||
                (table.parentElement!.tabIndex === 0 && getComputedStyle(table.parentElement!).overflowX === 'auto'),
            };
          });
          return {overlaps, tables, pageWidth: document.documentElement.scrollWidth};
        });
        expect.soft(report.overlaps, path).toEqual([]);
        for (const table of report.tables)
          expect.soft(table, path).toEqual({inColumn: true, clipped: 0, reachable: true});
        expect.soft(report.pageWidth, path).toBeLessThanOrEqual(width);
      }
    });
  });
}
