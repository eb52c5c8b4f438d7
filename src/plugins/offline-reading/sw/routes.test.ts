import {describe, expect, it} from 'vitest';
import {isPrecached, isSavable, MAX_SAVED, routeOf, savedUrl, toEvict} from './routes';

const origin = 'https://trpc.io';
const get = (path: string, mode = 'cors') => ({url: `${origin}${path}`, method: 'GET', mode});

describe('what the service worker keeps', () => {
  it('precaches the bundles and styles only', () => {
    expect(isPrecached('assets/js/main.1234.js')).toBe(true);
    expect(isPrecached('assets/css/styles.abcd.css')).toBe(true);
    expect(isPrecached('docs/server/routers/index.html')).toBe(false);
    expect(isPrecached('search-index/10.x.json')).toBe(false);
    expect(isPrecached('llms-full.txt')).toBe(false);
  });

  it('saves pages as they are read, with their twins, the search index and images', () => {
    expect(routeOf(get('/docs/server/routers', 'navigate'), origin, '/')).toBe('save');
    expect(routeOf(get('/docs/server/routers.md'), origin, '/')).toBe('save');
    expect(routeOf(get('/search-index/10.x.json'), origin, '/')).toBe('save');
    expect(routeOf(get('/img/logo.svg'), origin, '/')).toBe('save');
  });

  it('leaves bundles to the precache, and other hosts, other methods and the worker itself alone', () => {
    expect(routeOf(get('/assets/js/main.js'), origin, '/')).toBe(null);
    expect(routeOf(get('/sw.js'), origin, '/')).toBe(null);
    expect(routeOf({...get('/x', 'navigate'), method: 'POST'}, origin, '/')).toBe(null);
    expect(routeOf({url: 'https://chatgpt.com/?q=x', method: 'GET', mode: 'navigate'}, origin, '/')).toBe(null);
    expect(routeOf(get('/other/page', 'navigate'), origin, '/docs-site/')).toBe(null);
  });

  it('saves on request only paths of its own origin under the base path', () => {
    expect(isSavable('/docs/server/routers', origin, '/')).toBe(true);
    expect(isSavable('/search-index/current.json', origin, '/')).toBe(true);
    expect(isSavable('/site/docs', origin, '/site/')).toBe(true);
    for (const url of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      'https://evil.example/',
      'x',
      42,
      null,
    ])
      expect(isSavable(url, origin, '/'), String(url)).toBe(false);
    expect(isSavable('/docs', origin, '/site/')).toBe(false);
  });

  it('saves a page without its query or fragment, so no search text stays on the device', () => {
    expect(savedUrl(`${origin}/search?q=my%20private%20words`, origin)).toBe(`${origin}/search`);
    expect(savedUrl(`${origin}/docs/server/routers?utm_source=x#section`, origin)).toBe(
      `${origin}/docs/server/routers`,
    );
    expect(savedUrl('/docs/client?from=menu', origin)).toBe(`${origin}/docs/client`);
    expect(savedUrl('/search-index/current.json', origin)).toBe(`${origin}/search-index/current.json`);
  });
});

describe('how many pages the service worker keeps', () => {
  const urls = (n: number) => Array.from({length: n}, (_, i) => `${origin}/docs/page-${i}`);

  it('keeps every page of the site: the bound is well above the files it would save', () => {
    expect(MAX_SAVED).toBeGreaterThanOrEqual(2 * 1350);
    expect(toEvict(urls(MAX_SAVED))).toEqual([]);
  });

  it('drops the oldest first once past the bound', () => {
    const saved = urls(MAX_SAVED + 2);
    expect(toEvict(saved)).toEqual([`${origin}/docs/page-0`, `${origin}/docs/page-1`]);
    expect(toEvict(urls(5), 3)).toEqual([`${origin}/docs/page-0`, `${origin}/docs/page-1`]);
  });

  it('drops what was saved with a query before, whatever the count', () => {
    const saved = [`${origin}/search?q=my%20private%20words`, ...urls(2), `${origin}/docs/x?utm_source=y`];
    expect(toEvict(saved)).toEqual([`${origin}/search?q=my%20private%20words`, `${origin}/docs/x?utm_source=y`]);
    expect(toEvict(saved, 1)).toEqual([
      `${origin}/search?q=my%20private%20words`,
      `${origin}/docs/x?utm_source=y`,
      `${origin}/docs/page-0`,
    ]);
  });
});
