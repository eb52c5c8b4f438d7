/**
 * With the build's vercel.json headers (scripts/serve sends them) and
 * GTAG_ID set (the e2e build), no page type trips the Content-Security-Policy.
 */
import {expect, test} from './fixtures';

const PAGES = [
  '/',
  '/docs/quickstart',
  '/docs/v9/router',
  '/docs/typedoc/server',
  '/blog',
  '/blog/announcing-trpc-10',
  '/docs/community/love',
  '/media',
  '/search',
  '/privacy',
];

// One page, page type after page type: a new page per type cost more than its load.
test(`no CSP violation on any page type: ${PAGES.join(', ')}`, async ({page}) => {
  test.slow();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect.soft(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    expect
      .soft(await page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations), path)
      .toEqual([]);
  }
});

test.describe('the not-found page', () => {
  test.use({expectedConsoleErrors: /status of 404/});

  test('no CSP violation', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto('/docs/nope-not-here');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(violations).toEqual([]);
  });
});

/**
 * The search modal, opened and searched: no violation, not even zod's eval probe, which
 * src/plugins/docsearch-no-eval takes out of DocSearch (handbook/deploying.md).
 */
test('the search modal: no CSP violation, not even an eval probe', async ({page}) => {
  await page.addInitScript(() => {
    const seen: Array<{directive: string; blocked: string; source: string}> = [];
    (window as unknown as {__cspViolations: typeof seen}).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile}),
    );
  });
  await page.goto('/docs/quickstart');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('middleware');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(
    () =>
      (window as unknown as {__cspViolations: Array<{directive: string; blocked: string; source: string}>})
        .__cspViolations,
  );
  expect(violations).toEqual([]);
});
