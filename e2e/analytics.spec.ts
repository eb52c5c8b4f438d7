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

/**
 * Stands in for gtag.js and records each hit as it would send it: the config's
 * page view and every `page_view` event, with the page_location, page_path and
 * page_referrer it was given (else the document's), the title, and the
 * config's settings and the consent defaults.
 */
const HIT_STUB = `
  window.__hits = [];
  window.__commands = [];
  var set = {};
  var hit = function (params) {
    window.__hits.push({
      dl: params.page_location || set.page_location || location.href,
      dp: params.page_path || set.page_path || location.pathname + location.search,
      dr: params.page_referrer || set.page_referrer || document.referrer,
      dt: document.title,
    });
  };
  var handle = function (args) {
    window.__commands.push(JSON.parse(JSON.stringify(Array.prototype.slice.call(args))));
    if (args[0] === 'set') set[args[1]] = args[2];
    if (args[0] === 'config' && (args[2] || {}).send_page_view !== false) hit(args[2] || {});
    if (args[0] === 'event' && args[1] === 'page_view') hit(args[2] || {});
  };
  window.dataLayer.forEach(handle);
  var push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = function (args) { handle(args); return push(args); };
`;

test('no analytics hit carries search text; signals and ad personalisation off, ad storage denied', async ({page}) => {
  // Three page loads and the search index: slow on a busy machine.
  test.setTimeout(90_000);
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({contentType: 'text/javascript', body: HIT_STUB}),
  );
  type Recorded = {hits: Array<Record<string, string>>; commands: unknown[][]};
  const recorded = () =>
    page.evaluate(() => {
      const w = window as unknown as {__hits?: unknown; __commands?: unknown};
      return {hits: w.__hits ?? [], commands: w.__commands ?? []} as Recorded;
    });

  // A link to a search, landed on directly: the first hit.
  await openPage(page, '/search?q=landedsecret');
  await expect.poll(async () => (await recorded()).hits.length).toBe(1);
  // A page view of /search itself, and nothing of the query.
  expect((await recorded()).hits[0]).toMatchObject({dp: '/search', dl: expect.stringMatching(/\/search$/)});

  // Searched in the modal, then "See all results", then on to the blog: its referrer is /search.
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).first().click();
  await expect.poll(async () => (await recorded()).hits.length).toBe(2);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('middlewares');
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await seeAll.waitFor({timeout: 30_000});
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=middlewares$/);
  await expect.poll(async () => (await recorded()).hits.length).toBe(3);
  await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect.poll(async () => (await recorded()).hits.length).toBe(4);

  const {hits, commands} = await recorded();
  expect(hits[2]).toMatchObject({dp: '/search', dl: expect.stringMatching(/\/search$/)});
  expect(hits[3]!.dr).toMatch(/\/search$/);
  const sent = JSON.stringify({hits, commands});
  expect(sent).not.toMatch(/landedsecret|middlewares/i);

  const config = commands.find((c) => c[0] === 'config')?.[2];
  expect(config).toMatchObject({allow_google_signals: false, allow_ad_personalization_signals: false});
  expect(config).not.toHaveProperty('anonymize_ip');
  const consent = commands.findIndex((c) => c[0] === 'consent' && c[1] === 'default');
  expect(consent).toBeGreaterThanOrEqual(0);
  expect(consent).toBeLessThan(commands.findIndex((c) => c[0] === 'config'));
  expect(commands[consent]![2]).toMatchObject({ad_storage: 'denied'});
});
