import type {Page} from '@playwright/test';
import {contrastRatio} from './contrast';
import {expect, openPage, test, useStoredTheme} from './fixtures';

/**
 * Keyboard and accessibility-tree checks beyond axe (issue 35): where focus
 * goes, what it may land under, and the names, roles and states a screen
 * reader is given. Each test drives the keyboard or reads the accessibility
 * tree, and groups its assertions on one page load.
 */

/** A doc page with tabs, code blocks that scroll and some that do not, admonitions and a table of contents. */
const DOC = '/docs/quickstart';

/**
 * Where focus is against the sticky navbar: `onBody` when focus left the page's
 * elements (a full round), else whether the focused element is hidden or covered
 * by the bar; null inside the navbar. One round trip per stop.
 */
async function focusedUnderNavbar(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return {onBody: true, name: '', hidden: false, covered: false};
    const navbar = document.querySelector('.navbar')!;
    if (navbar.contains(el)) return null;
    const box = el.getBoundingClientRect();
    const bar = navbar.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
    // Above the bar (the announcement bar at the page's top) or drawn over it (the skip link) is not under it.
    const y = Math.max(box.top, bar.top) + 1;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const overlaps =
      box.bottom > bar.top + 1 && box.top < bar.bottom - 1 && navbar.contains(document.elementFromPoint(x, y));
    // Entirely hidden fails WCAG 2.4.11; any part under the bar fails 2.4.12, unless the
    // element is taller than the room below the bar (a long code block at 200%).
    const fits = box.height <= window.innerHeight - bar.bottom;
    return {
      onBody: false,
      name,
      hidden: overlaps && box.top >= bar.top - 1 && box.bottom <= bar.bottom + 1,
      covered: overlaps && fits,
    };
  });
}

/** Tabs through the page in one direction until focus comes back to where it started or `max` stops. */
async function tabStops(page: Page, key: 'Tab' | 'Shift+Tab', max: number) {
  const hidden: string[] = [];
  const covered: string[] = [];
  let stops = 0;
  for (; stops < max; stops++) {
    await page.keyboard.press(key);
    const at = await focusedUnderNavbar(page);
    if (at?.hidden) hidden.push(at.name);
    if (at?.covered) covered.push(at.name);
    if (at?.onBody) break;
  }
  return {stops, hidden, covered};
}

for (const {label, viewport, deviceScaleFactor, theme} of [
  {label: '1280 px, light', viewport: {width: 1280, height: 800}, deviceScaleFactor: 1, theme: 'light' as const},
  {label: '390 px, dark', viewport: {width: 390, height: 844}, deviceScaleFactor: 1, theme: 'dark' as const},
  // 200% zoom of a 1280 × 800 window: half the CSS pixels, twice the device pixels.
  {label: '200% zoom', viewport: {width: 640, height: 400}, deviceScaleFactor: 2, theme: 'light' as const},
]) {
  test.describe(label, () => {
    test.use({viewport, deviceScaleFactor});

    test('no focused element is under the sticky navbar, tabbing forwards or backwards (WCAG 2.4.11)', async ({
      page,
    }) => {
      test.slow();
      await useStoredTheme(page, theme);
      await openPage(page, DOC);
      // The skip link first: the stop right after it was hidden.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
      await page.keyboard.press('Enter');
      const forwards = await tabStops(page, 'Tab', 400);
      expect(forwards.stops, 'the page has stops to tab through').toBeGreaterThan(20);
      expect(forwards.hidden).toEqual([]);
      expect(forwards.covered).toEqual([]);
      // Backwards from the page's end: focus the footer's last link first.
      await page.locator('footer a').last().focus();
      const backwards = await tabStops(page, 'Shift+Tab', 400);
      expect(backwards.hidden).toEqual([]);
      expect(backwards.covered).toEqual([]);
      // The search button, reached by keyboard, shows a focus ring at 3:1 against the navbar (WCAG 2.4.7, 1.4.11).
      const search = page.locator('.DocSearch-Button');
      await search.focus();
      const ring = await search.evaluate((b) => {
        const s = getComputedStyle(b);
        return {
          visible: b.matches(':focus-visible'),
          style: s.outlineStyle,
          width: parseFloat(s.outlineWidth),
          colour: s.outlineColor,
          navbar: getComputedStyle(document.querySelector('.navbar')!).backgroundColor,
        };
      });
      expect(ring).toMatchObject({visible: true, style: 'solid'});
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(ring.colour, [ring.navbar])).toBeGreaterThanOrEqual(3);
    });
  });
}

/** How many nodes of a role Chromium's accessibility tree exposes (inert ones are ignored there; Playwright's role engine does not know `inert`). */
async function exposedRoles(page: Page, role: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const {nodes} = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((node) => node.role?.value === role && !node.ignored).length;
}

/** Whether focus is inside the element `selector` matches. */
const focusIn = (page: Page, selector: string) =>
  page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement) ?? false, selector);

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the phone drawer, ${theme}`, () => {
    test.use({viewport: {width: 390, height: 844}});

    test('is a modal dialog: focus moves in and stays, the page is inert, Escape and the close button return focus to the toggle', async ({
      page,
    }) => {
      await useStoredTheme(page, theme);
      await openPage(page, DOC);
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await toggle.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', {name: 'Site navigation'});
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeFocused();
      expect(await drawer.evaluate((d) => d.getAttribute('aria-modal'))).toBe('true');
      // The page behind is out of Chromium's accessibility tree and the tab order.
      expect(await exposedRoles(page, 'main')).toBe(0);
      expect(await page.locator('main').evaluate((m) => m.closest('[inert]') !== null)).toBe(true);
      // Every Tab stop, forwards and backwards, is in the drawer (or the browser's own chrome: the body).
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press(key);
          const inside = await focusIn(page, '.navbar-sidebar');
          const onBody = await page.evaluate(() => document.activeElement === document.body);
          expect(inside || onBody, `${key} stop ${i} stays in the drawer`).toBe(true);
        }
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      expect(await exposedRoles(page, 'main')).toBe(1);
      // Opened again and closed with its close button, by keyboard.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.screenshot({path: `test-results/keyboard-drawer-closed-${theme}.png`});
    });
  });
}

test.describe('tabs, code blocks and the announcement bar', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write'], viewport: {width: 1280, height: 800}});

  test('tabs follow the ARIA tabs pattern; copying is announced; wrap is a toggle; closing the bar keeps focus', async ({
    page,
  }) => {
    await openPage(page, DOC);
    const tablist = page.getByRole('tablist').first();
    const tabs = tablist.getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThan(2);
    const selected = tablist.getByRole('tab', {selected: true});
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => window.scrollY), 'Space does not scroll the page').toBe(scrollY);
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // Each panel is named by its tab, and its tab controls it.
    const container = tablist.locator('xpath=../..');
    for (const name of names) {
      await tablist.getByRole('tab', {name, exact: true}).click();
      await expect(container.getByRole('tabpanel', {name, exact: true})).toBeVisible();
    }
    const controls = await tabs.first().getAttribute('aria-controls');
    expect(await page.locator(`[id="${controls}"]`).getAttribute('role')).toBe('tabpanel');

    // A code block: copying by keyboard is announced in a polite live region.
    const block = page.locator('article .theme-code-block').filter({visible: true}).first();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(block.locator('[aria-live="polite"]')).toHaveText('Code copied to clipboard');

    // The wrap button of a block that scrolls says whether wrapping is on. Only a block that scrolls is a tab stop.
    const scrolling = page.locator('article pre[tabindex="0"]').filter({visible: true});
    const wide = await page
      .locator('article pre')
      .evaluateAll((pres) => pres.map((pre) => pre.scrollWidth > pre.clientWidth && pre.checkVisibility()));
    expect(await scrolling.count()).toBe(wide.filter(Boolean).length);
    // Each such tab stop says what it is: a region named by its file title, or as code in its language.
    for (const pre of await scrolling.all()) {
      await expect(pre).toHaveAttribute('role', 'region');
      await expect(pre).toHaveAccessibleName(/^Code(: \S| ?, \w)/);
    }
    expect(
      await page.locator('article pre:not([tabindex])').count(),
      'a block that fits is not a tab stop',
    ).toBeGreaterThan(0);
    if (wide.some(Boolean)) {
      // Pinned by position: once wrapped, the block no longer scrolls and loses its tab stop.
      const blocks = page.locator('article .theme-code-block:not(details)');
      const index = await blocks.evaluateAll((els) =>
        els.findIndex((el) => el.querySelector('pre[tabindex="0"]')?.checkVisibility() ?? false),
      );
      const wrapBlock = blocks.nth(index);
      const wrap = wrapBlock.getByRole('button', {name: 'Toggle word wrap'});
      await expect(wrap).toHaveAttribute('aria-pressed', 'false');
      await wrap.focus();
      await page.keyboard.press('Enter');
      await expect(wrap).toHaveAttribute('aria-pressed', 'true');
      await expect(wrapBlock.locator('pre')).not.toHaveAttribute('tabindex', '0');
    }

    // The announcement bar: closing it by keyboard moves focus on to the navbar, not to the page's start.
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    expect(await focusIn(page, '.navbar__inner')).toBe(true);
  });
});

test.describe('names, roles and states on a 9.x page', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('title, banner, footer headings, table of contents, admonition icons, new-tab links, version menu, text spacing, reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await openPage(page, '/docs/v9/authorization');
    // The title says the version (its 10.x twin has the same heading).
    await expect(page).toHaveTitle(/\(9\.x\)/);
    // The version notice is static text, not an alert.
    await expect(page.getByText('which is no longer actively maintained')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Footer columns are titled by headings.
    const footer = page.getByRole('contentinfo');
    for (const name of ['Docs', 'Community'])
      await expect(footer.getByRole('heading', {name, exact: true})).toBeVisible();
    // "On this page" is a navigation landmark of its own.
    await expect(page.getByRole('navigation', {name: 'On this page'}).getByRole('link').first()).toBeVisible();
    // Admonition icons are not unnamed images.
    const admonition = page.locator('.theme-admonition').first();
    expect(await admonition.ariaSnapshot()).not.toMatch(/- img/);
    // Icon links that open a new tab say so.
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const name of ['GitHub repository', 'tRPC on Twitter', 'tRPC on Discord'])
      await expect(navbar.getByRole('link', {name: `${name} (opens in new tab)`})).toHaveAttribute('target', '_blank');
    // The version menu opens by keyboard and Escape closes it, focus staying on its toggle.
    const versions = navbar.getByRole('button', {name: '9.x'});
    await versions.focus();
    await page.keyboard.press('Enter');
    await expect(versions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(versions).toHaveAttribute('aria-expanded', 'false');
    await expect(versions).toBeFocused();
    // WCAG 1.4.12's text spacing: the navbar's title is shown whole.
    await page.addStyleTag({
      content:
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    const title = page.locator('.navbar__title');
    expect(await title.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    // The progress bar does not slide under reduced motion (nprogress sets its transition inline).
    const duration = await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.id = 'nprogress';
      bar.innerHTML = '<div class="bar" style="transition: all 200ms linear"></div>';
      document.body.append(bar);
      return getComputedStyle(bar.firstElementChild!).transitionDuration;
    });
    expect(duration).toBe('0s');
  });
});

test.describe('forced colours', () => {
  test.use({viewport: {width: 1280, height: 800}, colorScheme: 'dark'});

  test('icons, the current sidebar item, the selected tab and the search button focus show in forced colours', async ({
    page,
  }) => {
    await page.emulateMedia({forcedColors: 'active'});
    await openPage(page, DOC);
    const icon = await page.locator('.header-github-link').evaluate((a) => {
      const s = getComputedStyle(a, '::before');
      return {adjust: s.getPropertyValue('forced-color-adjust'), background: s.backgroundColor};
    });
    // The mask icon is painted in the link colour, not the page's background.
    expect(icon.adjust).toBe('none');
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(icon.background).not.toBe(canvas);
    for (const selector of ['.menu__link--active:not(.menu__link--sublist)', '.tabs__item--active']) {
      const outline = await page
        .locator(selector)
        .first()
        .evaluate((e) => getComputedStyle(e).outlineStyle);
      expect(outline, selector).toBe('solid');
    }
    // The search button shows its focus.
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await page.locator('.DocSearch-Button').evaluate((b) => ({
      focused: b === document.activeElement,
      style: getComputedStyle(b).outlineStyle,
      width: getComputedStyle(b).outlineWidth,
    }));
    expect(ring).toEqual({focused: true, style: 'solid', width: '2px'});
  });
});
