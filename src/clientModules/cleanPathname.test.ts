import {describe, expect, it} from 'vitest';
import {cleanPathname} from './cleanPathname';

describe('cleanPathname', () => {
  it('drops .html and /index', () => {
    expect(cleanPathname('/docs/server/routers.html')).toBe('/docs/server/routers');
    expect(cleanPathname('/docs/server/routers/index')).toBe('/docs/server/routers');
    expect(cleanPathname('/docs/server/routers/index.html')).toBe('/docs/server/routers');
    expect(cleanPathname('/blog/index')).toBe('/blog');
  });

  it('names the root by the base path', () => {
    expect(cleanPathname('/index')).toBe('/');
    expect(cleanPathname('/index.html')).toBe('/');
    expect(cleanPathname('/wrong/index', '/wrong/')).toBe('/wrong/');
  });

  it('leaves clean paths and look-alikes alone', () => {
    expect(cleanPathname('/docs/server/routers')).toBe('/docs/server/routers');
    expect(cleanPathname('/docs/indexing')).toBe('/docs/indexing');
    expect(cleanPathname('/')).toBe('/');
  });
});
