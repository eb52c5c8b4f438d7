import {describe, expect, it} from 'vitest';
import {navbar} from '../../../config/navbar';
import {claimedElsewhere, docsItemId, type NavbarItemLike} from './navbarActive';

const items: NavbarItemLike[] = navbar.items;

describe('the navbar item a page belongs to', () => {
  it('the first doc item stands for the docs', () => {
    expect(docsItemId(items)).toBe('index');
    expect(docsItemId([{type: 'search'}])).toBeUndefined();
  });

  it('a page that another item links to exactly is that item\'s, not the docs item\'s', () => {
    expect(claimedElsewhere(items, 'index', {pathname: '/docs/quickstart', activeDocId: 'quickstart'})).toBe(true);
    expect(claimedElsewhere(items, 'index', {pathname: '/docs/community/awesome-trpc', activeDocId: 'community/awesome-trpc'})).toBe(true);
  });

  it('an item\'s own pattern claims its pages (Using Next.js)', () => {
    expect(claimedElsewhere(items, 'index', {pathname: '/docs/client/nextjs/ssr', activeDocId: 'client/nextjs/ssr'})).toBe(true);
  });

  it('any other doc page is left to the docs item', () => {
    expect(claimedElsewhere(items, 'index', {pathname: '/docs/server/routers', activeDocId: 'server/routers'})).toBe(false);
    expect(claimedElsewhere(items, 'index', {pathname: '/docs/typedoc/server'})).toBe(false);
    // The docs item's own page is its own.
    expect(claimedElsewhere(items, 'index', {pathname: '/docs', activeDocId: 'index'})).toBe(false);
  });

  it('a `to` item claims its path and what is under it, not a longer sibling', () => {
    const blog = [{to: '/blog'}];
    expect(claimedElsewhere(blog, 'index', {pathname: '/blog'})).toBe(true);
    expect(claimedElsewhere(blog, 'index', {pathname: '/blog/announcing-trpc-10'})).toBe(true);
    expect(claimedElsewhere(blog, 'index', {pathname: '/blogroll'})).toBe(false);
  });
});
