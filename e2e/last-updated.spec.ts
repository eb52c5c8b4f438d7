/**
 * "Last updated" on a doc page says its date as the site writes dates (src/text/dates.ts),
 * in the reader's browser too: src/plugins/page-trust's LastUpdated, not `Intl.DateTimeFormat`.
 */
import {expect, openPage, test} from './fixtures';

for (const path of ['/docs/server/routers', '/docs/v9/router']) {
  test(`a doc page dates itself as the site writes dates, once hydrated: ${path}`, async ({page}) => {
    await openPage(page, path);
    const time = page.locator('.theme-last-updated time');
    const at = new Date((await time.getAttribute('datetime'))!);
    const format = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    await expect(time).toHaveText(format.format(at));
  });
}
