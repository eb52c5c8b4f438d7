import AxeBuilder from '@axe-core/playwright';
import {expect, openPage, test, useStoredTheme} from './fixtures';

const PAGES = {
  home: '/',
  '10.x doc': '/docs/server/middlewares',
  '9.x doc': '/docs/v9/router',
  'blog post': '/blog/announcing-trpc-10',
  'API reference page': '/docs/typedoc/server/variables/initTRPC',
};

for (const theme of ['light', 'dark'] as const) {
  for (const [name, path] of Object.entries(PAGES)) {
    test(`axe: no serious or critical violation on the ${name} in ${theme} mode`, async ({page}) => {
      await useStoredTheme(page, theme);
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const {violations} = await new AxeBuilder({page}).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
