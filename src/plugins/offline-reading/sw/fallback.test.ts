import {describe, expect, it} from 'vitest';
import {isPagePath, offlinePage, pageTitle} from './fallback';

describe('the offline fallback page', () => {
  const html = offlinePage({
    requested: '/docs/<img src=x onerror=alert(1)>',
    pages: [
      {path: '/', title: 'tRPC'},
      {path: '/docs/server/routers', title: 'Define Routers'},
    ],
    baseUrl: '/',
  });

  it('links home and to every saved page by its title', () => {
    expect(html).toContain('<a class="home" href="/">');
    expect(html).toContain('<a href="/docs/server/routers">Define Routers</a>');
  });

  it('shows the path asked for as text', () => {
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('says so when nothing is saved yet', () => {
    expect(offlinePage({requested: '/x', pages: [], baseUrl: '/'})).toContain('No page is saved yet');
  });

  it('follows the stored theme, else the system', () => {
    expect(html).toMatch(/localStorage\.getItem\('theme'\)/);
    expect(html).toContain('prefers-color-scheme:dark');
  });
});

describe('saved pages', () => {
  it('are titled without the site suffix, entities decoded', () => {
    expect(pageTitle('<title data-rh="true">Errors &amp; retries | tRPC</title>')).toBe('Errors & retries');
    expect(pageTitle('<p>no title</p>')).toBe('');
  });

  it('are the saved paths without a file extension', () => {
    expect(['/', '/docs/x', '/docs/x.md', '/search-index/current.json', '/img/a.png'].filter(isPagePath)).toEqual([
      '/',
      '/docs/x',
    ]);
  });
});
