import type {Locator, Page} from '@playwright/test';
import {expect, inLightAndDark, openPage, test} from './fixtures';

/**
 * What a reader sees of a code block's frame: a surface of its own in both
 * colour modes with tokens still readable on it, and copy and wrap buttons
 * that never cover code (src/theme/CodeBlock/Content/styles.module.css).
 */

/** WCAG contrast ratio of two computed `rgb()`/`rgba()` colours (the second opaque). */
function contrast(a: string, b: string): number {
  const channels = (c: string) => c.match(/[\d.]+/g)!.map(Number);
  const [bg] = [channels(b)];
  const [r, g, bl, alpha = 1] = channels(a);
  // A translucent foreground is composited over the background first.
  const fg = [r!, g!, bl!].map((v, i) => v * alpha + bg[i]! * (1 - alpha));
  const lum = (rgb: number[]) =>
    rgb
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [lum(fg), lum(bg.slice(0, 3))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The band of the first code line of a block: from its top to its bottom, across the block. */
async function firstLineBand(block: Locator) {
  return block.locator('pre code').evaluate((code) => {
    const line = code.querySelector('.token-line');
    if (line) {
      const r = line.getBoundingClientRect();
      return {top: r.top, bottom: r.bottom};
    }
    // A plain block's lines are text: measure its first character.
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    const text = walker.nextNode()!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const r = range.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom};
  });
}

/** Blocks of a page that has titled and untitled ones, short and long. */
const PAGE = '/docs/quickstart';

async function blocksWithButtons(page: Page): Promise<Locator[]> {
  const blocks = page.locator('article .theme-code-block');
  // The buttons are drawn in the browser (the theme's BrowserOnly).
  await expect(blocks.first().getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  // Blocks in a tab that is not selected are hidden: a reader sees the others.
  const shown = [];
  for (const block of await blocks.all()) if (await block.isVisible()) shown.push(block);
  expect(shown.length).toBeGreaterThan(3);
  return shown;
}

for (const {width, touch} of [
  {width: 390, touch: true},
  {width: 1280, touch: false},
]) {
  test.describe(`code blocks at ${width} px`, () => {
    test.use({viewport: {width, height: 900}, hasTouch: touch, isMobile: touch});

    test('the copy and wrap buttons cover no code line, and show at rest with 3:1 contrast, in light and dark mode', async ({
      page,
    }) => {
      // Every block of a long page, one by one, in each mode.
      test.slow();
      await openPage(page, PAGE);
      await inLightAndDark(page, async (theme) => {
        for (const block of await blocksWithButtons(page)) {
          await block.scrollIntoViewIfNeeded();
          const band = await firstLineBand(block);
          // Every shown button of the block, measured in the page at once: a round trip per
          // button and property made this test a second or more per block.
          const buttons = await block.evaluate((el) =>
            Array.from(el.querySelectorAll('button'))
              .filter((b) => b.getClientRects().length > 0 && getComputedStyle(b).visibility !== 'hidden')
              .map((b) => {
                const s = getComputedStyle(b);
                let bg = s.backgroundColor;
                for (
                  let node: Element | null = b;
                  node && /rgba\(.*, 0\)|transparent/.test(bg);
                  node = node.parentElement
                )
                  bg = getComputedStyle(node).backgroundColor;
                return {
                  name: b.getAttribute('aria-label') ?? b.textContent ?? '',
                  bottom: b.getBoundingClientRect().bottom,
                  opacity: s.opacity,
                  color: s.color,
                  background: bg,
                };
              }),
          );
          expect(buttons.length).toBeGreaterThan(0);
          for (const look of buttons) {
            const name = `${theme}: ${look.name}`;
            // Above the first line (in the title row or the strip over the code), never on it.
            expect(look.bottom, name).toBeLessThanOrEqual(band.top + 0.5);
            // No hover: a touch screen has none. The icon reads against the button at 3:1 or more.
            expect(look.opacity, name).toBe('1');
            expect(contrast(look.color, look.background), name).toBeGreaterThanOrEqual(3);
          }
        }
      });
    });
  });
}

test('the "copied" tick reads at 3:1 or more in light and dark mode', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, PAGE);
  const [block] = await blocksWithButtons(page);
  // The tick shows for a second after a copy; its colour, not that moment, is what a reader must see.
  const tick = block!.getByRole('button', {name: 'Copy code to clipboard'}).locator('svg').last();
  await inLightAndDark(page, async (theme) => {
    const look = await tick.evaluate((el) => ({
      colour: getComputedStyle(el).color,
      background: getComputedStyle(el.closest('button')!).backgroundColor,
    }));
    expect(contrast(look.colour, look.background), theme).toBeGreaterThanOrEqual(3);
  });
});

test('code blocks stand apart from the page in light and dark mode, every token at 4.5:1 on their surface', async ({
  page,
}) => {
  await openPage(page, '/docs/client/react/useQuery');
  await inLightAndDark(page, async (theme) => {
    const colours = await page.evaluate(() => {
      const pageBackground = getComputedStyle(document.body).backgroundColor;
      const pre = document.querySelector('article .theme-code-block pre')!;
      const surface = getComputedStyle(pre).backgroundColor;
      const tokens = new Set<string>();
      for (const el of Array.from(
        document.querySelectorAll('article .theme-code-block pre code, article .theme-code-block pre .token'),
      )) {
        if (el.closest('.theme-code-block-highlighted-line')) continue;
        if ((el.textContent ?? '').trim()) tokens.add(getComputedStyle(el).color);
      }
      return {pageBackground, surface, tokens: [...tokens]};
    });
    expect(colours.surface, theme).not.toBe(colours.pageBackground);
    // Distinct enough to see the block's edge without its shadow.
    expect(contrast(colours.surface, colours.pageBackground), theme).toBeGreaterThan(1.04);
    expect(colours.tokens.length, theme).toBeGreaterThan(4);
    for (const colour of colours.tokens)
      expect.soft(contrast(colour, colours.surface), `${theme}: ${colour}`).toBeGreaterThanOrEqual(4.5);
  });
});
