import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {hostConfig} from '../../config/host';
import {redirects} from '../../config/redirects';
import {htmlFiles} from '../../scripts/buildFiles';
import {buildScriptHashes, inlineScriptHashes, isRedirectPage} from '../../scripts/host/inlineScripts';
import {BUILD_DIR, htmlFileOf, readRoute} from './html';

const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '../../vercel.json'), 'utf8'));

describe('host configuration (vercel.json)', () => {
  it('matches the redirects and the build (else run `npm run host-config`)', () => {
    expect(committed).toEqual(hostConfig(redirects, buildScriptHashes(BUILD_DIR)));
  });

  it('its CSP allows every inline script of every page by hash, and no inline script wholesale', () => {
    const csp = committed.headers[0].headers.find((h: {key: string}) => h.key === 'Content-Security-Policy').value as string;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    for (const file of htmlFiles(BUILD_DIR)) {
      const html = fs.readFileSync(file, 'utf8');
      if (isRedirectPage(html)) continue;
      for (const hash of inlineScriptHashes(html)) expect(scriptSrc, path.relative(BUILD_DIR, file)).toContain(`'${hash}'`);
    }
  });

  it('sends the other security headers and caches hashed assets for a year', () => {
    const keys = committed.headers[0].headers.map((h: {key: string}) => h.key);
    expect(keys).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']);
    expect(committed.headers[1]).toEqual({source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]});
  });
});

describe('legacy URLs', () => {
  it.each(redirects.map((r) => [r.from, r.to]))('%s → %s: the target exists and the old path redirects to it', (from, to) => {
    expect(fs.existsSync(htmlFileOf(to)), `no page ${to}`).toBe(true);
    const page = readRoute(from);
    expect(isRedirectPage(page)).toBe(true);
    expect(page).toContain(`url=${to}`);
  });

  it('include the examples of the issue', () => {
    const map = Object.fromEntries(redirects.map((r) => [r.from, r.to]));
    expect(map).toMatchObject({
      '/docs/router': '/docs/server/routers',
      '/docs/reactjs/useQuery': '/docs/client/react/useQuery',
      '/docs/links/httpBatchLink': '/docs/client/links/httpBatchLink',
      '/docs/v10/server/routers': '/docs/server/routers',
    });
  });
});
