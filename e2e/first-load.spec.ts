/**
 * What a doc page's first load does not do, because it would block the main
 * thread: start the browser's ICU (src/plugins/icu-free-load).
 */
import {expect, openPage, test} from './fixtures';

/** Records, from before the page's first script, each use of what starts ICU. */
function countIcu() {
  const w = window as unknown as {icuUses: string[]};
  w.icuUses = [];
  const record = (name: string) => w.icuUses.push(`${name} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
  const methods = [
    [String.prototype, 'localeCompare'],
    [String.prototype, 'normalize'],
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ] as const;
  for (const [proto, name] of methods) {
    const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        record(name);
        return original.apply(this, args);
      },
    });
  }
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat', 'PluralRules', 'Segmenter', 'ListFormat']) {
    if (!intl[name]) continue;
    intl[name] = new Proxy(intl[name], {
      construct(target, args) {
        record(`Intl.${name}`);
        return Reflect.construct(target, args);
      },
    });
  }
}

test.describe("a doc page's first load", () => {
  for (const path of ['/docs/server/routers', '/docs/v9/router']) {
    test(`starts no ICU work, and dates the page as the site writes dates: ${path}`, async ({page}) => {
      await page.addInitScript(countIcu);
      await openPage(page, path);
      // The work that follows hydration (effects, the window's size) is done by the next frames.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
      expect(await page.evaluate(() => (window as unknown as {icuUses: string[]}).icuUses)).toEqual([]);

      const time = page.locator('.theme-last-updated time');
      const at = new Date((await time.getAttribute('datetime'))!);
      const format = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await expect(time).toHaveText(format.format(at));
    });
  }
});
