import {describe, expect, it} from 'vitest';
import {isSuggestible, titleOf} from '.';

describe('the list of pages the not-found page suggests from', () => {
  it('leaves out what no reader looks for', () => {
    const routes = [
      '/',
      '/docs/server/routers',
      '/docs/v9/router',
      '/blog/tags/release',
      '/blog/page/2',
      '/blog/archive',
      '/search',
      '/404.html',
      '/__e2e/search/markup-title',
      '/blog/authors',
    ];
    expect(routes.filter(isSuggestible)).toEqual(['/', '/docs/server/routers', '/docs/v9/router']);
  });

  it('titles each page as its tab does, without the site name', () => {
    expect(titleOf('<title data-rh="true">Errors &amp; retries | tRPC</title>')).toBe('Errors & retries');
    expect(titleOf('<title>tRPC</title>')).toBe('tRPC');
  });
});
