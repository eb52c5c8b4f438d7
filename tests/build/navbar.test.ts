/**
 * The navbar's highlighted item, as each page type's HTML holds it (the hydration test,
 * e2e/hydration.spec.ts, checks the browser keeps what the server rendered). Both marks
 * count: the class a sighted reader sees and the state a screen reader hears.
 */
import {describe, expect, it} from 'vitest';
import {loadRoute} from './html';

/** Items that stand for a section: highlighted on each of its pages, "current item", not "current page". */
const SECTIONS = ['Docs', 'Using Next.js', 'Blog'];

/** Each page type and the one navbar item a reader expects highlighted there (null: none). */
const PAGES: Array<[string, string | null]> = [
  ['/', null],
  ['/docs', 'Docs'],
  ['/docs/server/routers', 'Docs'],
  ['/docs/quickstart', 'Quickstart'],
  ['/docs/community/awesome-trpc', 'Awesome tRPC Collection'],
  ['/docs/client/nextjs', 'Using Next.js'],
  ['/docs/client/nextjs/ssr', 'Using Next.js'],
  ['/docs/v9/router', 'Docs'],
  ['/docs/typedoc/server', 'Docs'],
  ['/blog', 'Blog'],
  ['/blog/announcing-trpc-10', 'Blog'],
  ['/media', null],
];

describe('the navbar', () => {
  it.each(PAGES)('%s highlights one item at most, the one it belongs to: %s', (route, expected) => {
    const $ = loadRoute(route);
    const marked = $('.navbar__inner').find('.navbar__link--active, a.navbar__link[aria-current]');
    expect(marked.map((_, el) => $(el).text()).get()).toEqual(expected ? [expected] : []);
    if (expected) expect(marked.attr('aria-current')).toBe(SECTIONS.includes(expected) ? 'true' : 'page');
  });
});
