import {describe, expect, it} from 'vitest';
import {readerVersion, shouldRegister, urlsToSave} from './activation';

const none = {optedIn: false, standalone: false, installed: false, queryString: false};

describe('service worker activation', () => {
  it('stays off on an ordinary visit', () => {
    expect(shouldRegister(none)).toBe(false);
  });

  it.each(Object.keys(none))('turns on with %s', (signal) => {
    expect(shouldRegister({...none, [signal]: true})).toBe(true);
  });

  it('saves the page, the home page and the search index once each', () => {
    const index = ['/search-index/current.head.json', '/search-index/current.body.json'];
    expect(urlsToSave('/', '/docs/x', index)).toEqual(['/docs/x', '/', ...index]);
    expect(urlsToSave('/', '/', index)).toEqual(['/', ...index]);
  });
});

describe('the reader version', () => {
  it('is the page version, else the preferred one, else the current one', () => {
    expect(readerVersion('plugin-docs docs-version-9.x docs-doc-page', 'current')).toBe('9.x');
    expect(readerVersion('blog-wrapper', '9.x')).toBe('9.x');
    expect(readerVersion('', null)).toBe('current');
  });
});
