import {expect, openPage, test} from './fixtures';

interface PageView {
  title: string;
  location: string;
  path: string;
}

/**
 * Stands in for Google's script. The plugin sends `gtag('set', 'page_path', …)`
 * then `gtag('event', 'page_view')`, and gtag.js reads the title and location
 * from the document as it sends: the stub records exactly that at each push.
 */
const STUB = `
  window.__pageViews = [];
  var path = null;
  var push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = function (args) {
    if (args[0] === 'set' && args[1] === 'page_path') path = args[2];
    if (args[0] === 'event' && args[1] === 'page_view') {
      window.__pageViews.push({title: document.title, location: location.href, path: path});
    }
    return push(args);
  };
`;

test('with GTAG_ID set, every route change sends one page_view with title, location and path', async ({page}) => {
  let scriptRequests = 0;
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) => {
    scriptRequests++;
    return route.fulfill({contentType: 'text/javascript', body: STUB});
  });
  await openPage(page, '/docs/quickstart');
  await page.waitForFunction(() => Array.isArray((window as unknown as {__pageViews?: unknown}).__pageViews));
  const pageViews = () => page.evaluate(() => (window as unknown as {__pageViews: PageView[]}).__pageViews);
  expect(scriptRequests).toBe(1);
  expect(
    await page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]').getAttribute('async'),
  ).not.toBeNull();

  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Concepts', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/concepts$/);
  await expect.poll(async () => (await pageViews()).length).toBe(1);
  await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect.poll(async () => (await pageViews()).length).toBe(2);

  const [concepts, blog] = await pageViews();
  expect(concepts).toEqual({
    path: '/docs/concepts',
    location: expect.stringMatching(/\/docs\/concepts$/),
    title: expect.stringMatching(/ \| tRPC$/),
  });
  expect(blog).toEqual({path: '/blog', location: expect.stringMatching(/\/blog$/), title: 'Blog | tRPC'});
  expect(scriptRequests).toBe(1);
});
