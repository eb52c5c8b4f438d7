import type {Page} from '@playwright/test';
import {coloursOf, contrastOf, contrastRatio} from './contrast';
import {expect, openPage, searchFrom, test} from './fixtures';
import {decodeIndex, type IndexPage} from '../src/search/indexWire';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const searchButton = (page: Page) => page.locator('nav.navbar .DocSearch-Button');
/**
 * For a step that waits until an index has come and all its text is indexed
 * (a count, "No results", the other version's pages): the modal says "Loading"
 * meanwhile, and with two test workers on two cores that takes more than
 * expect's default 5 s (the CI run of 2026-11-27 took 5 s without its answer).
 */
const WHOLE_INDEX = {timeout: 20_000};

/** Holds every request for `url` (a glob) until the function it returns is called. */
async function holdUntilReleased(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.use({viewport: {width: 1280, height: 900}});

test('nothing of search is loaded until the reader asks for it', async ({page}) => {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search-index/')) indexRequests.push(r.url());
  });
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text());
    if (r.request().resourceType() === 'stylesheet') stylesheets.push(await r.text());
  });
  await openPage(page, '/docs/server/routers');
  await page.waitForLoadState('networkidle');
  // MiniSearch's own error messages mark its code in a bundle.
  expect(scripts.some((s) => s.includes('MiniSearch:'))).toBe(false);
  expect(stylesheets.some((s) => s.includes('.DocSearch-Modal'))).toBe(false);
  expect(indexRequests).toEqual([]);

  await searchButton(page).click();
  await input(page).fill('router');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(scripts.some((s) => s.includes('MiniSearch:'))).toBe(true);
  // The index's head (titles and headings), then its body text, asked for as soon as the head has come.
  await expect
    .poll(() => indexRequests)
    .toEqual([
      expect.stringMatching(/\/search-index\/current\.head\.json$/),
      expect.stringMatching(/\/search-index\/current\.body\.json$/),
    ]);
  // The modal's styles came with it: it is laid out as a dialog over the page.
  expect(stylesheets.some((s) => s.includes('.DocSearch-Modal'))).toBe(true);
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
  // Without a blur behind it (hits.css): no whole-page redraw at each caret blink.
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('backdrop-filter', 'none');
});

test('the modal opens on click, Ctrl+K and "/" (on the page, or on the search button, where Escape leaves focus), and closes on Escape', async ({
  page,
}) => {
  await openPage(page, '/docs/server/routers');
  await searchButton(page).click();
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
});

test('results are grouped by section, highlighted, and reachable with the keyboard', async ({page}) => {
  await searchFrom(page, '/docs', 'middleware');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Backend Usage');
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/middleware/i);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/server\/middlewares/);
  await expect(modal(page)).toBeHidden();

  // The search just opened is remembered.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  await expect(page.locator('.DocSearch-Hits').first()).toContainText(/middleware/i);
});

test('pages that share a title are told apart by their categories in the section above them; a typo still finds its page', async ({
  page,
}) => {
  await searchFrom(page, '/docs', 'aborting procedure calls');
  const abortPages = {
    '/docs/client/nextjs/aborting-procedure-calls': 'Client Usage › Next.js',
    '/docs/client/react/aborting-procedure-calls': 'Client Usage › React Query',
    '/docs/client/vanilla/aborting-procedure-calls': 'Client Usage › Vanilla Client',
  };
  for (const [url, section] of Object.entries(abortPages)) {
    // DocSearch lists each section's hits under its name: the page's title hit sits in its own section.
    const group = page.locator('.DocSearch-Hits', {has: page.locator(`.DocSearch-Hit [data-url="${url}"]`)});
    await expect(group.locator('.DocSearch-Hit-source')).toHaveText(section);
  }
  // A page whose title is its own keeps the plain section.
  await input(page).fill('middleware');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Backend Usage');
  await input(page).fill('middelware');
  await expect(page.locator('.DocSearch-Hit [data-url="/docs/server/middlewares"]').first()).toBeVisible();
});

test('an index head of whole records, the form the site wrote before the compact files, still answers', async ({
  page,
}) => {
  await page.route('**/search-index/current.head.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, json: decodeIndex((await response.json()) as IndexPage[])});
  });
  await searchFrom(page, '/docs', 'middleware');
  await expect(page.locator('.DocSearch-Hit [data-url="/docs/server/middlewares"]').first()).toBeVisible();
});

test('a reader on a 9.x page searches 9.x docs, the blog and the pages', async ({page}) => {
  await searchFrom(page, '/docs/v9/router', 'middlewares');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const hrefs = await page
    .locator('.DocSearch-Hit .DocSearch-Hit-link')
    .evaluateAll((hits) => hits.map((hit) => hit.getAttribute('data-url') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/docs\/v9|^\/(?!docs)/);
  expect(hrefs.some((h) => h.startsWith('/docs/v9/middlewares'))).toBe(true);
});

test('"See all results" leads to the search page with the query', async ({page}) => {
  await searchFrom(page, '/docs', 'context');
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toBeVisible(WHOLE_INDEX);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=context$/);
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('context');
  await expect(page.locator('main ol li').first()).toBeVisible();
});

test('"See all N results" for a query typed key by key says what /search shows: useQuery, inferRouterOutputs, a 9.x middleware', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const [from, query] of [
    ['/docs/quickstart', 'useQuery'],
    ['/docs/quickstart', 'inferRouterOutputs'],
    ['/docs/v9/router', 'middleware'],
  ] as const) {
    await openPage(page, from);
    await page.keyboard.press('Control+k');
    // Key by key, as a reader types: DocSearch's own count added up every keystroke's.
    await input(page).pressSequentially(query, {delay: 40});
    const seeAll = page.getByRole('link', {name: /^See all \d+ results?$/});
    // The number comes once the index has all its text (seconds on a busy machine).
    await expect(seeAll, query).toBeVisible(WHOLE_INDEX);
    const modalCount = Number(/\d+/.exec((await seeAll.textContent()) ?? '')![0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByText(new RegExp(`^${modalCount} results? for "${query}"$`))).toBeVisible(WHOLE_INDEX);
    expect(modalCount, query).toBeGreaterThan(0);
  }
});

test('no results shows DocSearch help texts; "Let us know." is underlined, not told apart by colour alone, and says it opens a new tab', async ({
  page,
}) => {
  await openPage(page, '/docs');
  await page.keyboard.press('Control+k');
  await input(page).pressSequentially('middl');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).pressSequentially('qxqxqz');
  const noResults = page.locator('.DocSearch-NoResults');
  await expect(noResults).toContainText('No results for', WHOLE_INDEX);
  await expect(noResults).toContainText('Try searching for', WHOLE_INDEX);
  await expect(noResults).toContainText('Believe this query should return results?');
  const letUsKnow = noResults.getByRole('link', {name: /^Let us know/});
  await expect(letUsKnow).toHaveAccessibleName('Let us know. (opens in new tab)');
  await expect(letUsKnow).toHaveAttribute('target', '_blank');
  await expect(letUsKnow).toHaveAttribute(
    'href',
    `https://github.com/trpc/trpc/issues/new?title=${encodeURIComponent('Docs search: no results for "middlqxqxqz"')}`,
  );
  await expect(letUsKnow).toHaveCSS('text-decoration-line', 'underline');
  // The suggestions are sections of the earlier results, searched on the search page.
  const suggestion = noResults.locator('.DocSearch-NoResults-Prefill-List a').first();
  const label = (await suggestion.textContent()) ?? '';
  await suggestion.click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(label)}`);
});

test.describe('when the index cannot be loaded', () => {
  test.use({expectedConsoleErrors: /search-index|ERR_FAILED|Failed to load resource/});

  test('the modal says so and the page keeps working', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('failed'));
    await searchFrom(page, '/docs', 'router');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results for')).toBeHidden();
    await page.keyboard.press('Escape');
    await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the search page says so too, and when only the body text fails', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('failed'));
    await openPage(page, '/search?q=router');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

    await page.unrouteAll();
    await page.route('**/search-index/current.body.json', (route) => route.abort('failed'));
    await openPage(page, '/search?q=terminating');
    await expect(page.getByText('Unable to fetch results')).toBeVisible({timeout: 20_000});
    await expect(page.getByText('No results for')).toBeHidden();
  });
});

test.describe('the search page', () => {
  test('updates the URL as the reader types and loads more results on demand; "/" typed into its field stays there', async ({
    page,
  }) => {
    await openPage(page, '/search');
    const field = page.getByRole('searchbox', {name: 'Search'});
    await field.fill('a');
    await field.press('/');
    await expect(field).toHaveValue('a/');
    await expect(modal(page)).toBeHidden();
    await field.fill('procedure');
    await expect(page).toHaveURL(/\/search\?q=procedure$/);
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await expect(page.getByText(/\d+ results for "procedure"/)).toBeVisible();
    await page.getByRole('button', {name: 'Load more results'}).click();
    await expect(results).toHaveCount(40);
  });

  test('searches the docs version the reader picks, even if the previous search finishes later', async ({page}) => {
    // The 10.x index arrives late, so the 10.x search ends after the 9.x one the reader switched to.
    await page.route('**/search-index/current.head.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const lateIndexAsked = page.waitForRequest('**/search-index/current.head.json');
    const lateIndex = page.waitForResponse('**/search-index/current.head.json');
    await openPage(page, '/search?q=createReactQueryHooks');
    // The 10.x search must have started (it waits for the reader to stop typing first).
    await lateIndexAsked;
    await page.getByRole('combobox', {name: 'Docs version'}).selectOption('9.x');
    const results = page.locator('main ol > li a');
    await expect(results.first()).toHaveAttribute('href', /^\/docs\/v9\//);
    await lateIndex;
    // Time for the stale 10.x search to index and answer, were it allowed to.
    await page.waitForTimeout(1000);
    await expect(results.first()).toHaveAttribute('href', /^\/docs\/v9\//);
    expect(
      await results.evaluateAll((links) => links.some((a) => /^\/docs\/(?!v9\/)/.test(a.getAttribute('href') ?? ''))),
    ).toBe(false);
  });

  test('a word found only in body text: "Searching…", not "No results", until the text has come, then its results', async ({
    page,
  }) => {
    const release = await holdUntilReleased(page, '**/search-index/current.body.json');
    await openPage(page, '/search?q=terminating');
    await expect(page.getByText('Searching…')).toBeVisible();
    await expect(page.getByText('No results for')).toBeHidden();
    release();
    await expect(page.getByText(/\d+ results? for "terminating"/)).toBeVisible(WHOLE_INDEX);
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });

  test('renders a query holding markup as text and runs none of it', async ({page}) => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await openPage(page, `/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(payload);
    await expect(page.locator('main')).toContainText(`for "${payload}"`);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
  });
});

test.describe('titles holding markup', () => {
  const PROBE = '<img src=x onerror="window.__xss=1">';
  const CLASS_TITLE = 'Class: TRPCClientError<TRouterOrProcedure>';
  const xss = (page: Page) => page.evaluate(() => (window as unknown as {__xss?: number}).__xss);
  const injected = (page: Page) => page.locator('img[src="x"]').count();

  const TITLES = [
    ['onerror', PROBE, '/__e2e/search/markup-title'],
    ['TRPCClientError', CLASS_TITLE, '/docs/typedoc/client/classes/TRPCClientError'],
  ] as const;

  for (const [query, title, url] of TITLES) {
    test(`"${title}" shows whole, as text, in the modal, its recent and its favourite searches`, async ({page}) => {
      // Two page loads and two modal opens: more than 30 s on a busy machine.
      test.setTimeout(60_000);
      await searchFrom(page, '/docs', query);
      const hit = page.locator('.DocSearch-Hit', {hasText: title}).first();
      await expect(hit).toBeVisible();
      await expect(hit.locator('.DocSearch-Hit-title')).toHaveText(title);
      expect(await injected(page)).toBe(0);
      await hit.click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      // The page has rendered: the search bar closes its modal when a navigation completes.
      await expect(page.locator('h1').first()).toHaveText(title);
      await expect(modal(page)).toBeHidden();

      await page.keyboard.press('Control+k');
      // DocSearch starts with any text selected on the page as the query: recents show for an empty one.
      await expect(modal(page)).toBeVisible();
      await input(page).fill('');
      const recent = page
        .locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})})
        .locator('.DocSearch-Hit')
        .first();
      await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(title);
      // Dispatched rather than hovered and clicked: the list may be drawn again
      // while the pointer moves (the index finishing its load), and a hover then retries forever.
      await recent.getByTitle('Save this search').dispatchEvent('click');
      const favourite = page
        .locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})})
        .locator('.DocSearch-Hit')
        .first();
      await expect(favourite.locator('.DocSearch-Hit-title')).toHaveText(title);
      expect(await injected(page)).toBe(0);
      expect(await xss(page)).toBeUndefined();
    });
  }

  test(`"${PROBE}" and "${CLASS_TITLE}" show whole, as text, on the search page`, async ({page}) => {
    await openPage(page, '/search');
    for (const [query, title, url] of TITLES) {
      await page.getByRole('searchbox', {name: 'Search'}).fill(query);
      const result = page.locator('main ol > li', {has: page.locator(`a[href="${url}"]`)}).first();
      await expect(result.locator(`a[href="${url}"]`), query).toHaveText(title);
      expect(await injected(page), query).toBe(0);
      expect(await xss(page), query).toBeUndefined();
    }
  });
});

test.describe('when the modal cannot be loaded', () => {
  test.use({expectedConsoleErrors: /Failed to load resource|ERR_FAILED|chunk/i});

  /** Fails every file of `type` whose text holds `marker`, as an offline reader or a deploy that removed it would. */
  async function block(page: Page, type: 'js' | 'css', marker: string): Promise<void> {
    await page.route(`**/assets/${type}/**`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) return route.abort('failed');
      return route.fulfill({response, body});
    });
  }

  for (const [what, type, marker] of [
    ['code', 'js', 'DocSearch-Dropdown-Container'],
    ['styles', 'css', '.DocSearch-Modal'],
  ] as const) {
    test(`its ${what} missing: the one load-failure notice (issue 34), and the search page still works`, async ({
      page,
    }) => {
      await block(page, type, marker);
      await openPage(page, '/docs');
      await searchButton(page).click();
      const notice = page.getByRole('alert').filter({hasText: 'Part of this page could not load'});
      await expect(notice.getByRole('button', {name: 'Reload'})).toBeVisible();
      await expect(modal(page)).toBeHidden();
      await notice.getByRole('button', {name: 'Dismiss'}).click();
      await expect(notice).toBeHidden();
      await openPage(page, '/search');
      await page.getByRole('searchbox', {name: 'Search'}).fill('middleware');
      await expect(page.locator('main ol > li a[href="/docs/server/middlewares"]').first()).toBeVisible();
      await expect(notice).toBeHidden();
    });
  }
});

test.describe('a stalled index download', () => {
  test.use({expectedConsoleErrors: /search-index|ERR_FAILED|Failed to load resource|aborted/i});

  test('ends in the failure message after 10 s, and the next keystroke tries again', async ({page}) => {
    test.setTimeout(60_000);
    let stall = true;
    await page.route('**/search-index/current.head.json', async (route) => {
      // A stalled response: the request is never answered.
      if (!stall) await route.continue();
    });
    await searchFrom(page, '/docs', 'router');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results', {timeout: 20_000});
    await expect(error).toContainText('You might want to check your network connection.');
    stall = false;
    await input(page).press('s');
    // The index now downloads and is indexed.
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(WHOLE_INDEX);
    await expect(error).toBeHidden();
  });
});

test.describe('the search page, further', () => {
  test('a 6 KB query in ?q= leaves a page that works, and noindex once hydrated', async ({page}) => {
    const long = `middleware ${'a'.repeat(6 * 1024)}`;
    await openPage(page, `/search?q=${encodeURIComponent(long)}`);
    const field = page.getByRole('searchbox', {name: 'Search'});
    await expect(field).toHaveValue(long);
    // What was searched is the query cut to 200 characters.
    await expect(page.getByText(new RegExp(`results? for "middleware a{189}"$`))).toBeVisible();
    await field.fill('router');
    await expect(page.getByText(/\d+ results for "router"/)).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=router$/);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('typing with pauses is one page view for analytics', async ({page}) => {
    // Stands in for gtag.js: counts the page views the site asks for, the first load's `config` included.
    await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__pageViews = 0;
          var push = window.dataLayer.push.bind(window.dataLayer);
          for (var i = 0; i < window.dataLayer.length; i++) if (window.dataLayer[i][0] === 'config') window.__pageViews++;
          window.dataLayer.push = function (args) {
            if (args[0] === 'config' || (args[0] === 'event' && args[1] === 'page_view')) window.__pageViews++;
            return push(args);
          };`,
      }),
    );
    await openPage(page, '/search');
    await page.waitForFunction(() => typeof (window as unknown as {__pageViews?: number}).__pageViews === 'number');
    const field = page.getByRole('searchbox', {name: 'Search'});
    for (const query of ['mid', 'middleware', 'router', 'routers']) {
      await field.fill(query);
      await expect(page).toHaveURL(new RegExp(`\\?q=${query}$`));
      await expect(page.getByText(new RegExp(`results? for "${query}"`))).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as {__pageViews: number}).__pageViews)).toBe(1);
    // The URL the reader can share, reload or go back to holds the last query.
    await page.reload();
    await expect(field).toHaveValue('routers');
  });
});

test('a recent search stored before hits were escaped is not rendered as markup', async ({page}) => {
  // What an earlier version of the site could have stored: a hit whose title held markup.
  await page.addInitScript(() => {
    const hit = {
      objectID: 'old#0',
      url: '/docs/old',
      url_without_anchor: '/docs/old',
      type: 'lvl1',
      content: null,
      anchor: null,
      hierarchy: {
        lvl0: 'Documentation',
        lvl1: '<img src=x onerror="window.__xss=1">',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    };
    localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__trpc', JSON.stringify([hit]));
  });
  await openPage(page, '/docs/server/routers');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  await expect(modal(page).locator('img[src="x"]')).toHaveCount(0);
});

test.describe('while the index is still loading', () => {
  test('the modal says it is loading, not "No results" or "Let us know", then shows the results', async ({page}) => {
    const release = await holdUntilReleased(page, '**/search-index/current.head.json');
    await searchFrom(page, '/docs', 'router');
    await expect(modal(page).locator('.DocSearch-Title', {hasText: 'Loading the search index…'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Loading the search index…'})).toHaveCount(1);
    await expect(page.getByText('No results for')).toBeHidden();
    await expect(page.getByText('Let us know')).toBeHidden();
    // Nor DocSearch's "no results" picture.
    await expect(modal(page).locator('.DocSearch-NoResults .DocSearch-Screen-Icon')).toBeHidden();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Title', {hasText: 'Loading the search index…'})).toBeHidden();
  });
});

test.describe("while the index's body text is on its way", () => {
  test('titles and headings answer at once; a word of the text says "Loading", and its results come without typing again', async ({
    page,
  }) => {
    const release = await holdUntilReleased(page, '**/search-index/current.body.json');
    await searchFrom(page, '/docs', 'middleware');
    await expect(page.locator('.DocSearch-Hit [data-url="/docs/server/middlewares"]').first()).toBeVisible();
    // "terminating" is in body text only (httpLink, splitLink…), no title or heading.
    await input(page).fill('terminating');
    await expect(modal(page).locator('.DocSearch-Title', {hasText: 'Loading the search index…'})).toBeVisible();
    await expect(page.getByText('No results for')).toBeHidden();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(WHOLE_INDEX);
    await expect(page.locator('.DocSearch-Hit mark', {hasText: /terminating/i}).first()).toBeVisible();
    // The search ran again as the reader left it: the query, and the focus, where they were.
    await expect(input(page)).toHaveValue('terminating');
    await expect(input(page)).toBeFocused();
  });

  test('a reader who has moved through the hits keeps their place when the body text comes', async ({page}) => {
    const bodyDone = page.waitForResponse('**/search-index/current.body.json');
    const release = await holdUntilReleased(page, '**/search-index/current.body.json');
    await searchFrom(page, '/docs', 'link');
    await expect(page.locator('.DocSearch-Hit').nth(2)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = () => input(page).getAttribute('aria-activedescendant');
    await expect.poll(active).toMatch(/-item-2$/);
    const third = await page.locator('.DocSearch-Hit[aria-selected="true"] [data-url]').getAttribute('data-url');
    release();
    await bodyDone;
    // Time for the body to be indexed and a search again to run, were it to.
    await page.waitForTimeout(1500);
    expect(await active()).toMatch(/-item-2$/);
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] [data-url]')).toHaveAttribute('data-url', third!);
  });
});

test.describe("when the index's body text cannot be loaded", () => {
  test.use({expectedConsoleErrors: /search-index|ERR_FAILED|Failed to load resource/});

  test('titles and headings still answer, the one notice says part of the page did not load, and the next keystroke loads it again', async ({
    page,
  }) => {
    let failing = true;
    await page.route('**/search-index/current.body.json', (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await searchFrom(page, '/docs', 'middleware');
    await expect(page.locator('.DocSearch-Hit [data-url="/docs/server/middlewares"]').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({hasText: 'Part of this page could not load'})).toBeVisible(
      WHOLE_INDEX,
    );
    failing = false;
    await input(page).fill('terminating');
    await expect(page.locator('.DocSearch-Hit mark', {hasText: /terminating/i}).first()).toBeVisible(WHOLE_INDEX);
  });
});

test('nothing matches: the modal says so, offers near terms of the index and links to /search and the docs start', async ({
  page,
}) => {
  await searchFrom(page, '/docs/server/context', 'middlwrae');
  const noResults = page.locator('.DocSearch-NoResults');
  await expect(noResults).toContainText('No results for');
  const didYouMean = noResults.locator('[data-did-you-mean]');
  // DocSearch's own "No results for" is in the page (hidden) while the index loads: this waits for it.
  await expect(didYouMean).toContainText('Did you mean:', WHOLE_INDEX);
  await expect(didYouMean.getByRole('link', {name: 'Middleware', exact: true})).toBeVisible();
  await expect(noResults.getByRole('link', {name: 'Start from the docs’ introduction'})).toHaveAttribute(
    'href',
    '/docs',
  );
  await noResults.getByRole('link', {name: 'Search every page on the search page'}).click();
  await expect(page).toHaveURL('/search?q=middlwrae');
});

test('the modal is a named dialog over an inert page: Tab stays in it, listboxes are named, the count is announced', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await searchFrom(page, '/docs/server/context', 'router');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const dialog = page.getByRole('dialog', {name: 'Search the docs'});
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.locator('.DocSearch-Container')).not.toHaveAttribute('role', /./);
  await expect(page.locator('#__docusaurus')).toHaveJSProperty('inert', true);
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
  const names = await dialog
    .getByRole('listbox')
    .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size, names.join(', ')).toBe(names.length);
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('.DocSearch-Modal')),
      `Tab stop ${i + 1} stays in the modal`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#__docusaurus')).toHaveJSProperty('inert', false);
  await expect(searchButton(page)).toBeFocused();
});

test('a 10.x search that finds nothing offers the 9.x pages, marked 9.x, each with its 10.x twin; the 9.x index loads only then', async ({
  page,
}) => {
  const indexes: string[] = [];
  page.on('request', (r) => r.url().includes('/search-index/') && indexes.push(new URL(r.url()).pathname));
  await searchFrom(page, '/docs/server/context', 'router');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect.poll(() => indexes).toEqual(['/search-index/current.head.json', '/search-index/current.body.json']);
  await input(page).fill('showtimes');
  const other = page.locator('.DocSearch-NoResults [data-other-version]');
  await expect(other).toContainText('In the 9.x docs:', WHOLE_INDEX);
  const hit = other.locator('a[href="/docs/v9/react-queries"]');
  await expect(hit).toContainText('(9.x)');
  await expect(other.getByRole('link', {name: 'its 10.x version'}).first()).toHaveAttribute(
    'href',
    '/docs/client/react/useQuery',
  );
  expect(indexes.slice(0, 3)).toEqual([
    '/search-index/current.head.json',
    '/search-index/current.body.json',
    '/search-index/9.x.head.json',
  ]);
  await hit.click();
  await expect(page).toHaveURL('/docs/v9/react-queries');
});

test('a search that finds nothing useful offers the other version: 9.x to 10.x when nothing matches, 10.x to 9.x when no page covers every word', async ({
  page,
}) => {
  // From 9.x, a 10.x-only link: nothing in 9.x, the 10.x pages marked (10.x).
  await searchFrom(page, '/docs/v9/links', 'httpBatchStreamLink');
  const none = page.locator('.DocSearch-NoResults [data-other-version]');
  await expect(none).toContainText('In the 10.x docs:', WHOLE_INDEX);
  await expect(none.locator('a[href="/docs/client/links/httpBatchStreamLink"]')).toContainText('(10.x)');
  await page.keyboard.press('Escape');

  // From 10.x, "useQuery" matches, "showtimes" only 9.x's example: 10.x results stay,
  // and under them the 9.x page that covers both words, with its 10.x twin.
  await searchFrom(page, '/docs/server/context', 'useQuery showtimes');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const partial = page.locator('.DocSearch-HitsFooter [data-other-version]');
  await expect(partial).toContainText('No page here covers every word. In the 9.x docs:', WHOLE_INDEX);
  const hit = partial.locator('a[href="/docs/v9/react-queries"]');
  await expect(hit).toContainText('(9.x)');
  await expect(partial.getByRole('link', {name: 'its 10.x version'}).first()).toHaveAttribute(
    'href',
    '/docs/client/react/useQuery',
  );
  // A query that 10.x answers whole offers nothing else.
  await input(page).fill('useQuery enabled');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(partial).toHaveCount(0);
  await input(page).fill('useQuery showtimes');
  await hit.click();
  await expect(page).toHaveURL('/docs/v9/react-queries');
});

test('a name only the other version uses gets its pages, though its own version found weak hits: getQueryKey from 9.x', async ({
  page,
}) => {
  await searchFrom(page, '/docs/v9/react', 'getQueryKey');
  // 9.x finds pages on its parts (query keys); the 10.x page that names it comes under them.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const offer = page.locator('.DocSearch-HitsFooter [data-other-version]');
  await expect(offer).toContainText('Only the 10.x docs name getQueryKey:', WHOLE_INDEX);
  await expect(offer.locator('a[href="/docs/client/react/getQueryKey"]')).toContainText('(10.x)');
});

test.describe('issue 48', () => {
  test('a right-click on a hit stays on the page and gives the browser the hit as a link; a middle click opens it in a new tab', async ({
    page,
  }) => {
    await searchFrom(page, '/docs/server/context', 'middleware');
    const hit = page.locator('.DocSearch-Hit [data-url="/docs/server/middlewares"]').first();
    await expect(hit).toBeVisible();
    // The browser builds its context menu from the element under the pointer once the event has run:
    // a listener on window, the last to run, reads the link it finds there.
    await page.evaluate(() =>
      window.addEventListener('contextmenu', (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
        Object.assign(window, {
          __menu: {link: link ? new URL(link.href).pathname : null, cancelled: event.defaultPrevented},
        });
      }),
    );
    await hit.click({button: 'right'});
    // Time for a navigation, were one to start.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL('/docs/server/context');
    await expect(modal(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__menu?: unknown}).__menu)).toEqual({
      link: '/docs/server/middlewares',
      cancelled: false,
    });
    // Outside that moment an option holds no link (axe nested-interactive).
    await expect(modal(page).locator('[role="option"] a[href]')).toHaveCount(0);

    const popup = page.waitForEvent('popup');
    await hit.click({button: 'middle'});
    const tab = await popup;
    await expect(tab).toHaveURL(/\/docs\/server\/middlewares$/);
    await tab.close();
    await expect(page).toHaveURL('/docs/server/context');
  });

  test('the empty modal offers starting points of the docs version it searches, reached with Tab', async ({page}) => {
    await openPage(page, '/docs/server/context');
    await page.keyboard.press('Control+k');
    const start = modal(page).getByRole('navigation', {name: 'Starting points'});
    const links = start.getByRole('link');
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/docs/quickstart',
      '/docs/server/routers',
      '/docs/client/react/useQuery',
    ]);
    // Each is named by the page's title as the sidebar gives it, and its section.
    await expect(links.nth(0)).toHaveAccessibleName(/^Quickstart\b/);
    await expect(links.nth(1)).toHaveAccessibleName(/^Define Routers\b.*Backend Usage/);
    await expect(links.nth(2)).toHaveAccessibleName(/^useQuery\(\)/);
    // The keyboard reaches them from the field.
    for (let i = 0; i < 5 && !(await links.first().evaluate((a) => a === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await links.nth(1).click();
    await expect(page).toHaveURL('/docs/server/routers');
    await expect(modal(page)).toBeHidden();

    // From a 9.x page, the 9.x pages.
    await openPage(page, '/docs/v9/middlewares');
    await page.keyboard.press('Control+k');
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/docs/v9/quickstart',
      '/docs/v9/router',
      '/docs/v9/react-queries',
    ]);
    await expect(links.nth(1)).toHaveAccessibleName(/^Define routers\b/);
  });

  test('recent searches show in the empty modal above the starting points; their buttons, outside the listbox, save and remove them', async ({
    page,
  }) => {
    await searchFrom(page, '/docs', 'middleware');
    await page.locator('.DocSearch-Hit [data-url="/docs/server/middlewares"]').first().click();
    await expect(page).toHaveURL('/docs/server/middlewares');
    await page.keyboard.press('Control+k');
    const recent = modal(page).locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}),
    });
    await expect(recent.locator('[data-url="/docs/server/middlewares"]')).toBeVisible();
    const start = modal(page).getByRole('navigation', {name: 'Starting points'});
    await expect(start.getByRole('link')).toHaveCount(3);
    // Recent searches first.
    expect(
      await recent.evaluate(
        (r, s) => !!(r.compareDocumentPosition(s!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await start.elementHandle(),
      ),
    ).toBe(true);
    // The arrows still go through the recent searches.
    await page.keyboard.press('ArrowDown');
    await expect(recent.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);

    // DocSearch's buttons inside the option are out of a screen reader's reach: these stand in for them.
    await expect(modal(page).locator('[role="option"] button:visible')).toHaveCount(0);
    await modal(page).getByRole('button', {name: 'Save “Middlewares” to favourite searches'}).click();
    const favourite = modal(page).locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
    });
    await expect(favourite.locator('[data-url="/docs/server/middlewares"]')).toBeVisible();
    await expect(recent).toHaveCount(0);
    await expect(input(page)).toBeFocused();
    await modal(page).getByRole('button', {name: 'Remove “Middlewares” from favourite searches'}).click();
    await expect(favourite).toHaveCount(0);
    await expect(start.getByRole('link')).toHaveCount(3);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('__DOCSEARCH_'))
          .map((k) => JSON.parse(localStorage.getItem(k)!) as unknown[])
          .flat(),
      ),
    ).toEqual([]);
  });

  test('light and dark mode: the placeholder and "See all N results" read at 4.5:1, and the focused field shows a ring at 3:1', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await openPage(page, '/docs/server/context');
    const form = page.locator('.DocSearch-Form');
    const ring = () =>
      form.evaluate((f) => {
        const s = getComputedStyle(f);
        return {style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor};
      });
    // Each mode as the system switches (no choice is stored), on the open page.
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: theme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await input(page).fill('');
      // "Search docs" is the field's only visible label.
      const placeholder = await input(page).evaluate((el) => getComputedStyle(el, '::placeholder').color);
      expect(contrastRatio(placeholder, (await coloursOf(input(page))).backgrounds), theme).toBeGreaterThanOrEqual(4.5);
      // The caret was the only sign of focus: the field's box draws a ring while focus is in it.
      const shown = await ring();
      expect(shown.style, theme).toBe('solid');
      expect(shown.width, theme).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(shown.colour, (await coloursOf(form)).backgrounds), theme).toBeGreaterThanOrEqual(3);

      await input(page).fill('context');
      const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
      await expect(seeAll).toBeVisible(WHOLE_INDEX);
      expect(await contrastOf(seeAll), theme).toBeGreaterThanOrEqual(4.5);
      // Focus elsewhere in the modal: the field's ring goes.
      await seeAll.focus();
      expect((await ring()).style, theme).toBe('none');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    }
  });

  test('the count is said once the results settle, not at each keystroke, and not the last query’s on reopening', async ({
    page,
  }) => {
    await searchFrom(page, '/docs/server/context', 'middleware');
    // The whole index is in (the number comes with it): each keystroke below answers at once.
    await expect(page.getByRole('link', {name: /^See all \d+ results?$/})).toBeVisible(WHOLE_INDEX);
    const status = modal(page).getByRole('status');
    await expect(status).toHaveText(/^\d+ results?$/);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await expect(status).toHaveText('');
    // Every text the status region takes from now on, in order.
    await status.evaluate((region) => {
      const said: string[] = [];
      Object.assign(window, {__said: said});
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await input(page).pressSequentially('router', {delay: 60});
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(status).toHaveText(/^\d+ results?$/);
    // Time for anything more to be said, were it to be.
    await page.waitForTimeout(1500);
    const said = await page.evaluate(() => (window as unknown as {__said: string[]}).__said.filter(Boolean));
    expect(said).toEqual([await status.textContent()]);
  });
});
