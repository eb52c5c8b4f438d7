import {describe, expect, it} from 'vitest';
import {isPrecached, isSavable, routeOf} from './routes';

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
});
