/**
 * Each heading's anchor is named by the heading's text, code and emphasis included
 * (src/theme/Heading): never by its slug.
 */
import {describe, expect, it} from 'vitest';
import {loadRoute} from './html';

const PAGES = [
  '/docs/server/routers',
  '/docs/client/react/useQuery',
  '/docs/server/middlewares',
  '/docs/typedoc/client/classes/TRPCClientError',
  '/docs/v9/router',
  '/blog/announcing-trpc-10',
];

describe('heading anchors', () => {
  it.each(PAGES)('%s: each is named "Direct link to" and its heading, as the heading reads', (route) => {
    const $ = loadRoute(route);
    const anchors = $('main .hash-link');
    expect(anchors.length, route).toBeGreaterThan(0);
    const wrong = anchors
      .map((_, a) => {
        const heading = $(a).parent().clone();
        heading.find('.hash-link').remove();
        const expected = `Direct link to ${heading.text().trim()}`;
        return $(a).attr('aria-label') === expected ? [] : [`${$(a).attr('aria-label')} ≠ ${expected}`];
      })
      .get();
    expect(wrong).toEqual([]);
  });

  it('covers headings with code in them', () => {
    const codeHeadings = PAGES.flatMap((route) => loadRoute(route)('main :is(h2, h3) code').get());
    expect(codeHeadings.length).toBeGreaterThan(3);
  });
});
