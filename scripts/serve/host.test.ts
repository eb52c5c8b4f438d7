import {validateHeaderValue} from 'node:http';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, hostConfig} from '../../config/host';
import {createHost, type HostRules} from './host';

const files = new Set([
  'index.html',
  '404.html',
  'docs.html',
  'docs/quickstart.html',
  'docs/router/index.html',
  'assets/js/main.js',
]);
const rules: HostRules = {
  trailingSlash: false,
  redirects: [
    {source: '/:path*/index', destination: '/:path*', permanent: true},
    {source: '/docs/router', destination: '/docs/server/routers', permanent: true},
    {source: '/discord', destination: 'https://discord.gg/x', permanent: false},
  ],
  headers: [
    {source: '/(.*)', headers: [{key: 'X-Content-Type-Options', value: 'nosniff'}]},
    {source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'immutable'}]},
  ],
};
const host = createHost(rules, '/', (f) => files.has(f));
const answer = (path: string) => host(new URL(path, 'http://127.0.0.1'));

describe('createHost (the host as vercel.json configures it)', () => {
  it('serves x.html at /x with its content type and the headers of matching rules', () => {
    expect(answer('/docs/quickstart')).toEqual({
      status: 200,
      file: 'docs/quickstart.html',
      headers: {'Content-Type': 'text/html; charset=utf-8', 'X-Content-Type-Options': 'nosniff'},
    });
    expect(answer('/assets/js/main.js')).toMatchObject({status: 200, headers: {'Cache-Control': 'immutable'}});
  });

  it('answers its redirects before any file, 308 or 307, keeping the query string', () => {
    expect(answer('/docs/router?a=1')).toEqual({status: 308, location: '/docs/server/routers?a=1', headers: {}});
    expect(answer('/discord')).toEqual({status: 307, location: 'https://discord.gg/x', headers: {}});
    expect(answer('/docs/quickstart/index?a=1')).toMatchObject({status: 308, location: '/docs/quickstart?a=1'});
  });

  it('sends /x/ to /x before its redirects, and /x.html to /x', () => {
    expect(answer('/docs/router/')).toMatchObject({status: 308, location: '/docs/router'});
    expect(answer('/docs/quickstart.html')).toMatchObject({status: 308, location: '/docs/quickstart'});
  });

  it('redirects only to paths of its own origin, whatever the encoded path says', () => {
    for (const path of ['/%2Fevil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/%5C%2Fevil.example/x/']) {
      const result = answer(path);
      expect(result, path).toMatchObject({status: 308});
      const location = 'location' in result ? result.location : '';
      expect(new URL(location, 'http://127.0.0.1').origin, `${path} → ${location}`).toBe('http://127.0.0.1');
      expect(location).toMatch(/^\/(?![/\\])/);
    }
    expect(answer('/%2Fevil.example/')).toMatchObject({location: '/evil.example'});
  });

  it('sends a Location Node accepts as a header, whatever characters the path decodes to', () => {
    expect(answer('/%E2%98%83/')).toMatchObject({status: 308, location: '/%E2%98%83'});
    expect(answer('/%E2%98%83/?q=%E2%98%83')).toMatchObject({location: '/%E2%98%83?q=%E2%98%83'});
    for (const path of ['/%E2%98%83/', '/a%0D%0ASet-Cookie:%20x/', '/%0A%0D/', '/%E2%98%83/index', '/%7F%01/']) {
      const result = answer(path);
      const location = 'location' in result ? result.location : '';
      expect(location, path).not.toBe('');
      expect(() => validateHeaderValue('Location', location), `${path} → ${location}`).not.toThrow();
      expect(new URL(location, 'http://127.0.0.1').origin).toBe('http://127.0.0.1');
    }
  });

  it('answers an unknown path with the not-found page and a 404', () => {
    expect(answer('/nope')).toMatchObject({status: 404, file: '404.html'});
  });
});

describe('the CSP reports of the generated vercel.json', () => {
  const features = {search: false, analytics: false, tweets: false};
  const config = hostConfig({redirects: [], scriptHashes: [], features, reportUri: 'https://reports.example/csp'});
  const cspAt = (path: string) => {
    const found = createHost(config, '/', (f) => f === 'search.html' || f === 'docs.html')(new URL(path, 'http://x'));
    return found.headers['Content-Security-Policy'];
  };

  it('leave /search out, its later rule replacing the header every path gets', () => {
    expect(cspAt('/search?q=my%20private%20words')).toBe(contentSecurityPolicy([], features));
    expect(cspAt('/docs')).toContain('report-uri https://reports.example/csp');
  });
});
