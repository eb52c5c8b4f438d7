import {expect, openPage, test} from './fixtures';

test('the skip-to-content link is the first Tab stop and moves focus to the main content', async ({page}) => {
  await openPage(page, '/docs/quickstart');
  await page.keyboard.press('Tab');
  const skip = page.locator(':focus');
  await expect(skip).toHaveText(/skip to main content/i);
  await page.keyboard.press('Enter');
  // The theme focuses <main>; the next Tab stop must be inside it, past the navbar.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => ({
    inMain: !!document.activeElement?.closest('main'),
    inNavbar: !!document.activeElement?.closest('nav.navbar'),
  }));
  expect(next).toEqual({inMain: true, inNavbar: false});
});

test('the navbar stays visible after scrolling a long page down', async ({page}) => {
  await openPage(page, '/docs/quickstart');
  const navbar = page.locator('nav.navbar');
  await page.mouse.wheel(0, 4000);
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.mouse.wheel(0, -200);
  await page.mouse.wheel(0, 400);
  await expect(navbar).toBeInViewport();
  const box = await navbar.boundingBox();
  expect(box?.y).toBe(0);
});

test.describe('below 996px', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the navbar collapses into the mobile sidebar with the docs menu and a way back', async ({page}) => {
    await openPage(page, '/docs/server/routers');
    await expect(page.locator('.navbar__items .navbar__item.navbar__link', {hasText: 'Blog'})).toBeHidden();
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the secondary menu (the docs sidebar) shows first.
    await expect(
      sidebar
        .getByRole('button', {name: 'Backend Usage'})
        .or(sidebar.getByRole('link', {name: 'Backend Usage'}))
        .first(),
    ).toBeVisible();
    // Both menus are in the DOM; the one not shown is slid out of view.
    const blog = sidebar.getByRole('link', {name: 'Blog', exact: true});
    await expect(blog).not.toBeInViewport();
    await sidebar.getByRole('button', {name: /back to main menu/i}).click();
    await expect(blog).toBeInViewport();
  });
});

test('on a phone every target of the navbar is at least 24px and none covers another', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await openPage(page, '/docs/server/routers');
  const boxes = await page
    .locator('nav.navbar .navbar__inner')
    .locator('a, button')
    .evaluateAll((elements) =>
      elements
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return {
            name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
            x: r.x,
            y: r.y,
            w: r.width,
            h: r.height,
          };
        }),
    );
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  for (const box of boxes) {
    expect(Math.min(box.w, box.h), box.name).toBeGreaterThanOrEqual(24);
    for (const other of boxes) {
      if (other === box) continue;
      const overlap =
        box.x < other.x + other.w && other.x < box.x + box.w && box.y < other.y + other.h && other.y < box.y + box.h;
      expect(overlap, `${box.name} overlaps ${other.name}`).toBe(false);
    }
  }
});

test('at 996px and wider the navbar shows its items', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/');
  const navbar = page.locator('nav.navbar');
  for (const label of ['Docs', 'Quickstart', 'Awesome tRPC Collection', 'Using Next.js', 'Blog']) {
    await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  for (const label of ['GitHub repository', 'tRPC on Twitter', 'tRPC on Discord']) {
    await expect(navbar.getByRole('link', {name: label})).toBeVisible();
  }
  await expect(navbar.getByRole('link', {name: 'tRPC', exact: false}).first()).toHaveAttribute('href', '/');
});

test('the table of contents lists h2 and h3 headings only', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/docs/server/middlewares');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
  expect(tocTargets.length).toBeGreaterThan(2);
  const levels = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(decodeURIComponent(id))?.tagName),
    tocTargets,
  );
  expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
  const headings = await page.locator('article .markdown :is(h2, h3)').count();
  expect(tocTargets).toHaveLength(headings);
});

test('the footer has the three columns, the copyright and the site version', async ({page}) => {
  await openPage(page, '/');
  const footer = page.locator('footer.footer');
  // Docusaurus marks the dark style with footer--dark; the light style is its absence.
  await expect(footer).not.toHaveClass(/footer--dark/);
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  await expect(footer.locator('.footer__copyright')).toContainText('10.30.0');
});
