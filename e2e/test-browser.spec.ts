import {expect, openPage, test} from './fixtures';

/**
 * Guards the test browser's wrapper (scripts/test-browser/chromium): should a
 * Chromium update rename the features it turns off, each test's window would
 * again render the browser's own WebUI beside the page, at more CPU than the
 * page, and the suite would run at about half its speed without failing.
 */
test('the test browser renders the page under test and none of its own WebUI', async ({page, browser}) => {
  await openPage(page, '/docs/server/routers');
  const cdp = await browser.newBrowserCDPSession();
  const {targetInfos} = await cdp.send('Target.getTargets');
  expect(targetInfos.some((t) => t.url.endsWith('/docs/server/routers'))).toBe(true);
  expect(
    targetInfos.filter((t) => t.type === 'browser_ui' || t.url.startsWith('chrome://')).map((t) => t.url),
    'WebUI the wrapper should have turned off',
  ).toEqual([]);
  await cdp.detach();
});
