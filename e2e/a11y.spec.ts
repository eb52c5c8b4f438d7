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

// WCAG 2.2's target size (2.5.8), on a phone, where targets are tapped: axe
// leaves this rule out of its defaults, Lighthouse's mobile audit does not.
test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  for (const [name, path] of Object.entries(PAGES)) {
    test(`axe: every target of the ${name} is large enough or far enough from the next`, async ({page}) => {
      await openPage(page, path);
      const {violations} = await new AxeBuilder({page}).withRules(['target-size']).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    });
  }
});
