import {describe, expect, it} from 'vitest';
import {encodePath, hostRedirect, resolvePath, sourcePattern} from './resolve';

const files = new Set([
  'index.html',
  '404.html',
  'docs/index.html',
  'docs/quickstart/index.html',
  'assets/js/main.js',
  'blog/rss.xml',
]);
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
    expect(resolve('/wrong/docs/quickstart.html', '/wrong/')).toEqual({
      kind: 'redirect',
      location: '/wrong/docs/quickstart',
    });
  });
});

describe('sourcePattern', () => {
  it('turns (.*) into a wildcard and keeps the rest literal', () => {
    expect(sourcePattern('/(.*)').test('/docs/x')).toBe(true);
    expect(sourcePattern('/assets/(.*)').test('/assets/js/main.js')).toBe(true);
    expect(sourcePattern('/assets/(.*)').test('/docs/assets/x')).toBe(false);
    expect(sourcePattern('/a.b').test('/aXb')).toBe(false);
  });

  it('reads a backslash as escaping the next character (vercel.json writes the .md rule as `/(.*)\\\\.md`)', () => {
    expect(sourcePattern('/(.*)\\.md').test('/docs/server/routers.md')).toBe(true);
    expect(sourcePattern('/(.*)\\.md').test('/docs/server/routersXmd')).toBe(false);
  });
});

describe('resolvePath with trailingSlash false and pages written as x.html', () => {
  const flat = new Set([
    'index.html',
    'docs.html',
    'docs/client.html',
    'docs/client/react.html',
    'docs/router/index.html',
  ]);
  const resolveFlat = (p: string) => resolvePath(p, '/', (f) => flat.has(f), {trailingSlash: false});

  it('serves x.html at /x, before a folder of the same name', () => {
    expect(resolveFlat('/docs')).toEqual({kind: 'file', file: 'docs.html'});
    expect(resolveFlat('/docs/client')).toEqual({kind: 'file', file: 'docs/client.html'});
    expect(resolveFlat('/docs/router')).toEqual({kind: 'file', file: 'docs/router/index.html'});
  });

  it('sends /x/ to /x, and keeps the root', () => {
    expect(resolveFlat('/docs/client/')).toEqual({kind: 'redirect', location: '/docs/client'});
    expect(resolveFlat('/')).toEqual({kind: 'file', file: 'index.html'});
  });

  it('redirects to the path percent-encoded again, never to raw characters a Location header refuses', () => {
    expect(resolveFlat('/%E2%98%83/')).toEqual({kind: 'redirect', location: '/%E2%98%83'});
    expect(resolveFlat('/docs/a%0D%0ASet-Cookie:%20x/')).toEqual({
      kind: 'redirect',
      location: '/docs/a%0D%0ASet-Cookie:%20x',
    });
    // An encoded `?` or `#` stays part of the path.
    expect(resolveFlat('/docs/a%3Fb%23c/')).toEqual({kind: 'redirect', location: '/docs/a%3Fb%23c'});
    expect(resolvePath('/docs/%E2%98%83.html', '/', (f) => f === 'docs/☃.html')).toEqual({
      kind: 'redirect',
      location: '/docs/%E2%98%83',
    });
  });

  it('normalises /x/index and /x/index.html of an x.html page', () => {
    expect(resolveFlat('/docs/client/react/index')).toEqual({kind: 'redirect', location: '/docs/client/react'});
    expect(resolveFlat('/docs/client/react/index.html')).toEqual({kind: 'redirect', location: '/docs/client/react'});
    expect(resolveFlat('/docs/client.html')).toEqual({kind: 'redirect', location: '/docs/client'});
  });
});

describe('encodePath', () => {
  it('percent-encodes each segment, keeping the slashes and what a segment may hold as it is', () => {
    expect(encodePath('/docs/server/routers')).toBe('/docs/server/routers');
    expect(encodePath('/☃/a b')).toBe('/%E2%98%83/a%20b');
    expect(encodePath('/a\r\nb')).toBe('/a%0D%0Ab');
    expect(encodePath('/a?b#c%d')).toBe('/a%3Fb%23c%25d');
    expect(encodePath("/a:b@c$d&e+f,g;h=i!j'k(l)m*n~o")).toBe("/a:b@c$d&e+f,g;h=i!j'k(l)m*n~o");
  });
});

describe('hostRedirect (vercel.json sources)', () => {
  const rules = [
    {source: '/docs/router', destination: '/docs/server/routers', permanent: true},
    {source: '/docs/v10', destination: '/docs', permanent: true},
    {source: '/docs/v10/:path*', destination: '/docs/:path*', permanent: true},
    {source: '/docs/reactjs/:path', destination: '/docs/client/react/:path', permanent: true},
    {source: '/:path*/index', destination: '/:path*', permanent: true},
    {source: '/discord', destination: 'https://discord.gg/x', permanent: false},
  ];

  it('matches exact paths first and answers 308 for permanent rules, 307 otherwise', () => {
    expect(hostRedirect(rules, '/docs/router')).toEqual({status: 308, location: '/docs/server/routers'});
    expect(hostRedirect(rules, '/discord')).toEqual({status: 307, location: 'https://discord.gg/x'});
  });

  it('fills :path* with any number of segments, and :path with one', () => {
    expect(hostRedirect(rules, '/docs/v10/client/react/useQuery')).toEqual({
      status: 308,
      location: '/docs/client/react/useQuery',
    });
    expect(hostRedirect(rules, '/docs/v10')).toEqual({status: 308, location: '/docs'});
    expect(hostRedirect(rules, '/docs/reactjs/useQuery')).toEqual({
      status: 308,
      location: '/docs/client/react/useQuery',
    });
    expect(hostRedirect(rules, '/docs/reactjs/a/b')).toBeNull();
    expect(hostRedirect(rules, '/blog/index')).toEqual({status: 308, location: '/blog'});
    expect(hostRedirect(rules, '/index')).toEqual({status: 308, location: '/'});
  });

  it('leaves other paths alone', () => {
    expect(hostRedirect(rules, '/docs/routers')).toBeNull();
    expect(hostRedirect(rules, '/docs/v100')).toBeNull();
  });
});
