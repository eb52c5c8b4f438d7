import {describe, expect, it} from 'vitest';
import {analyticsPath, analyticsUrl, withoutSearchText} from './analyticsUrl';

const origin = 'https://trpc.io';

describe('what analytics may know of an address', () => {
  it('drops the search text and keeps the rest', () => {
    expect(withoutSearchText('?q=secret')).toBe('');
    expect(withoutSearchText('?q=secret&version=9.x')).toBe('?version=9.x');
    expect(withoutSearchText('?utm_source=x')).toBe('?utm_source=x');
    expect(analyticsPath({pathname: '/search', search: '?q=my+secret', hash: '#top'})).toBe('/search#top');
  });

  it('cleans whole URLs of this site, and keeps another site to its origin', () => {
    expect(analyticsUrl(`${origin}/search?q=secret&version=9.x`, origin)).toBe(`${origin}/search?version=9.x`);
    expect(analyticsUrl(`${origin}/docs?q=x`, origin)).toBe(`${origin}/docs`);
    expect(analyticsUrl('https://www.google.com/search?q=secret', origin)).toBe('https://www.google.com/');
    expect(analyticsUrl('', origin)).toBe('');
  });
});
