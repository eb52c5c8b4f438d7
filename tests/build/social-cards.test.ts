import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import routes from '../routes.json';
import {cardFor} from '../../src/plugins/social-cards';
import {BUILD_DIR, loadRoute, metaContent, readRoute} from './html';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const data = fs.readFileSync(file);
  expect(data.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

const imageOf = (route: string) => {
  const $ = loadRoute(route);
  const og = metaContent($, 'og:image')!;
  expect(metaContent($, 'twitter:image')).toBe(og);
  expect(metaContent($, 'twitter:card')).toBe('summary_large_image');
  return new URL(og).pathname;
};

const POSTS = routes.blog.filter((r) => !/^\/blog(\/archive|\/tags.*)?$/.test(r));

describe('social preview images', () => {
  it.each([...routes.docs_10x, ...routes.docs_9x, ...POSTS])('%s has its own 1200 × 630 card', (route) => {
    const image = imageOf(route);
    expect(image).toMatch(/^\/img\/social\/.+\.png$/);
    expect(pngSize(path.join(BUILD_DIR, image))).toEqual([1200, 630]);
  });

  it.each(['/', '/media', '/blog'])('%s has the site-wide card', (route) => {
    expect(imageOf(route)).toBe('/img/social-card.png');
    expect(pngSize(path.join(BUILD_DIR, 'img/social-card.png'))).toEqual([1200, 630]);
  });

  it('API reference pages share their package card', () => {
    expect(imageOf('/docs/typedoc/server/variables/initTRPC')).toBe('/img/social/api-server.png');
    expect(imageOf('/docs/typedoc/server/classes/TRPCError')).toBe('/img/social/api-server.png');
  });
});

describe('what a card reads of its page', () => {
  it.each([...routes.docs_10x, ...routes.docs_9x, ...POSTS])(
    '%s: the card has the title of the whole page',
    (route) => {
      // The page as built (minified), as the plugin reads it.
      const html = readRoute(route);
      const $ = load(html);
      const card = cardFor(route, html);
      expect(card?.title).toBe($('h1').first().text().trim());
      const crumb = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
        .map((_, el) => $(el).text().trim())
        .get()
        .find(Boolean);
      if (crumb) expect(card?.section.startsWith(crumb)).toBe(true);
    },
  );
});
