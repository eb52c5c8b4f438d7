import {describe, expect, it} from 'vitest';
import {normaliseSiteUrl, relativeRoute, routePrefix, trimTrailingSlash} from './routes';

describe('route rules', () => {
  it('trims a trailing slash, and keeps the root', () => {
    expect(trimTrailingSlash('/docs/server/routers/')).toBe('/docs/server/routers');
    expect(trimTrailingSlash('/docs//')).toBe('/docs');
    expect(trimTrailingSlash('/docs')).toBe('/docs');
    expect(trimTrailingSlash('/')).toBe('/');
    expect(trimTrailingSlash('//')).toBe('/');
  });

  it('gives a prefix to join other paths to', () => {
    expect(routePrefix('/docs/v9/')).toBe('/docs/v9');
    expect(routePrefix('/docs')).toBe('/docs');
    expect(routePrefix('/')).toBe('');
  });

  it('gives a route relative to the root', () => {
    expect(relativeRoute('/docs/x/')).toBe('docs/x');
    expect(relativeRoute('/')).toBe('');
    expect(relativeRoute('404.html')).toBe('404.html');
  });

  it('writes the site URL without a trailing slash', () => {
    expect(normaliseSiteUrl('https://trpc.io/')).toBe('https://trpc.io');
    expect(normaliseSiteUrl('https://trpc.io')).toBe('https://trpc.io');
  });
});
