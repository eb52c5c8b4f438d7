import {describe, expect, it} from 'vitest';
import {resolvePath, sourcePattern} from './resolve';

const files = new Set(['index.html', '404.html', 'docs/index.html', 'docs/quickstart/index.html', 'assets/js/main.js', 'blog/rss.xml']);
const exists = (f: string) => files.has(f);
const resolve = (p: string, base = '/') => resolvePath(p, base, exists);

describe('resolvePath', () => {
  it('serves clean URLs from the folder index', () => {
    expect(resolve('/')).toEqual({kind: 'file', file: 'index.html'});
    expect(resolve('/docs/quickstart')).toEqual({kind: 'file', file: 'docs/quickstart/index.html'});
    expect(resolve('/docs/quickstart/')).toEqual({kind: 'file', file: 'docs/quickstart/index.html'});
  });

  it('serves assets as they are', () => {
    expect(resolve('/assets/js/main.js')).toEqual({kind: 'file', file: 'assets/js/main.js'});
    expect(resolve('/blog/rss.xml')).toEqual({kind: 'file', file: 'blog/rss.xml'});
  });

  it('normalises .html and /index to the clean path', () => {
    expect(resolve('/docs/quickstart.html')).toEqual({kind: 'redirect', location: '/docs/quickstart'});
    expect(resolve('/docs/quickstart/index')).toEqual({kind: 'redirect', location: '/docs/quickstart'});
    expect(resolve('/docs/quickstart/index.html')).toEqual({kind: 'redirect', location: '/docs/quickstart'});
    expect(resolve('/index.html')).toEqual({kind: 'redirect', location: '/'});
  });

  it('does not redirect to a page that does not exist', () => {
    expect(resolve('/nope.html')).toEqual({kind: 'notFound'});
    expect(resolve('/nope/index')).toEqual({kind: 'notFound'});
  });

  it('answers unknown paths and traversal with not found', () => {
    expect(resolve('/docs/unknown')).toEqual({kind: 'notFound'});
    expect(resolve('/../package.json')).toEqual({kind: 'notFound'});
    expect(resolve('/%2e%2e/package.json')).toEqual({kind: 'notFound'});
    expect(resolve('/%E0%A4%A')).toEqual({kind: 'notFound'});
  });

  it('serves nothing outside the base path', () => {
    expect(resolve('/docs/quickstart', '/wrong/')).toEqual({kind: 'notFound'});
    expect(resolve('/wrong/docs/quickstart', '/wrong/')).toEqual({kind: 'file', file: 'docs/quickstart/index.html'});
    expect(resolve('/wrong/docs/quickstart.html', '/wrong/')).toEqual({kind: 'redirect', location: '/wrong/docs/quickstart'});
  });
});

describe('sourcePattern', () => {
  it('turns (.*) into a wildcard and keeps the rest literal', () => {
    expect(sourcePattern('/(.*)').test('/docs/x')).toBe(true);
    expect(sourcePattern('/assets/(.*)').test('/assets/js/main.js')).toBe(true);
    expect(sourcePattern('/assets/(.*)').test('/docs/assets/x')).toBe(false);
    expect(sourcePattern('/a.b').test('/aXb')).toBe(false);
  });
});
