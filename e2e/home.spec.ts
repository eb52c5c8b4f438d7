import {sponsors} from '../src/data/sponsors';
import {contrastOf, coloursOf} from './contrast';
import {expect, inLightAndDark, openPage, test} from './fixtures';

test('in light and dark mode: the three steps show their numbers in a colour that reads on their circle (4.5:1), and on a desktop the hero shows a typed procedure and its typed call above the fold', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/');
  const numbers = page.locator('#steps-title ~ ol > li h3 > span[aria-hidden="true"]');
  await expect(numbers).toHaveText(['1', '2', '3']);
  const hero = page.locator('main > header');
  const blocks = hero.locator('pre code');
  await expect(blocks).toHaveCount(2);
  await expect(blocks.first()).toContainText('initTRPC.create()');
  await expect(blocks.first()).toContainText('.input(z.object(');
  await expect(blocks.last()).toContainText('await trpc.greeting.query(');
  // The inferred type, written by the compiler at build time: the point of tRPC.
  const type = hero.getByText(/const hello: \{\s*text: string;\s*\}/);
  await expect(type).toBeVisible();
  for (const shown of [
    hero.getByRole('heading', {level: 1}),
    hero.getByRole('link', {name: 'Quickstart'}),
    blocks.first(),
    type,
  ]) {
    const box = (await shown.boundingBox())!;
    expect(box.y + box.height, 'above the fold').toBeLessThanOrEqual(800);
  }
  await inLightAndDark(page, async (theme) => {
    for (const number of await numbers.all()) {
      const {colour} = await coloursOf(number);
      // Transparent text (alpha 0) was the bug: the contrast below would then be 1.
      expect(colour, `${theme}: the number is painted`).not.toMatch(/rgba\(.*,\s*0\)$/);
      expect(await contrastOf(number), `${theme}: a step's number`).toBeGreaterThanOrEqual(4.5);
    }
    // Highlighted at build time: coloured tokens, in the theme's colours.
    const keyword = blocks.first().locator('span.token.keyword').first();
    await expect(keyword).toBeVisible();
    expect(await contrastOf(keyword), `${theme}: the hero's keyword`).toBeGreaterThanOrEqual(4.5);
  });
});

test('on a phone the hero reads first and nothing overflows the screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await openPage(page, '/');
  const hero = page.locator('main > header');
  const title = (await hero.getByRole('heading', {level: 1}).boundingBox())!;
  const quickstart = (await hero.getByRole('link', {name: 'Quickstart'}).boundingBox())!;
  const sample = (await hero.locator('pre').first().boundingBox())!;
  expect(quickstart.y + quickstart.height).toBeLessThanOrEqual(844);
  expect(sample.y, 'the sample comes after the call to action').toBeGreaterThan(quickstart.y);
  expect(title.x).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the centred section headings are centred on their section and named by their text', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/');
  const headings = page.locator('main section[aria-labelledby] > .container > h2');
  expect(await headings.count()).toBeGreaterThanOrEqual(5);
  for (const heading of await headings.all()) {
    const {textCentre, sectionCentre, text} = await heading.evaluate((h) => {
      // The glyphs' box: the words alone, not the block nor a link's hidden "#".
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('a.hash-link') || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
      }
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      const section = h.closest('section')!.getBoundingClientRect();
      return {
        textCentre: (left + right) / 2,
        sectionCentre: section.left + section.width / 2,
        text: h.textContent?.replace(/\u200b/g, '').trim() ?? '',
      };
    });
    expect(Math.abs(textCentre - sectionCentre), text).toBeLessThanOrEqual(2);
    await expect(page.getByRole('heading', {level: 2, name: text, exact: true})).toHaveCount(1);
    await expect(heading.getByRole('link')).toHaveCount(0);
  }
});

test('sponsors show their names, with the logos the site has, and no image from another host', async ({page}) => {
  await openPage(page, '/');
  const section = page.locator('section[aria-labelledby="sponsors-title"]');
  for (const sponsor of sponsors) {
    const link = section.getByRole('link', {name: sponsor.name, exact: true});
    await expect(link).toHaveAttribute('href', sponsor.url);
    await expect(link).toContainText(sponsor.name);
    await expect(link.locator('img')).toHaveCount(sponsor.logo ? 1 : 0);
  }
  for (const src of await section.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))) {
    expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  }
});
