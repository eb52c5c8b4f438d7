import {afterEach, describe, expect, it, vi} from 'vitest';
import {markdownMiddleware, TWIN_CHECK_HEADER} from './hostMiddleware';

const twins = new Set(['/docs/server/routers.md', '/docs.md', '/index.md']);
const fetchTwin = async (url: URL) => new Response(null, {status: twins.has(url.pathname) ? 200 : 404});
const request = (path: string, accept: string, method = 'GET', headers: Record<string, string> = {}) =>
  new Request(`https://trpc.io${path}`, {method, headers: {accept, ...headers}});

describe('markdownMiddleware', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rewrites a page asked for as Markdown to its twin', async () => {
    const answer = await markdownMiddleware(request('/docs/server/routers', 'text/markdown'), fetchTwin);
    expect(answer?.headers.get('x-middleware-rewrite')).toBe('https://trpc.io/docs/server/routers.md');
    expect(answer?.headers.get('vary')).toBe('Accept');
    const docs = await markdownMiddleware(request('/docs/', 'text/markdown', 'HEAD'), fetchTwin);
    expect(docs?.headers.get('x-middleware-rewrite')).toBe('https://trpc.io/docs.md');
  });
  it('rewrites the home page to its twin, /index.md', async () => {
    const home = await markdownMiddleware(request('/', 'text/markdown'), fetchTwin);
    expect(home?.headers.get('x-middleware-rewrite')).toBe('https://trpc.io/index.md');
  });
  it("names the page, not the twin, as the Markdown answer's canonical URL", async () => {
    const answer = await markdownMiddleware(request('/docs/server/routers?x=1', 'text/markdown'), fetchTwin);
    expect(answer?.headers.get('link')).toBe('<https://trpc.io/docs/server/routers>; rel="canonical"');
  });
  it('lets a browser, a page without a twin, a file and a POST through', async () => {
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect(await markdownMiddleware(request('/docs/server/routers', html), fetchTwin)).toBeUndefined();
    expect(await markdownMiddleware(request('/blog/tags/x', 'text/markdown'), fetchTwin)).toBeUndefined();
    expect(await markdownMiddleware(request('/llms.txt', 'text/markdown'), fetchTwin)).toBeUndefined();
    expect(await markdownMiddleware(request('/docs', 'text/markdown', 'POST'), fetchTwin)).toBeUndefined();
    const failing = async () => Promise.reject(new Error('offline'));
    expect(await markdownMiddleware(request('/docs', 'text/markdown'), failing)).toBeUndefined();
  });

  it('never checks or rewrites to a twin off its origin or outside /docs and /blog', async () => {
    const asked: string[] = [];
    const anything = async (url: URL) => {
      asked.push(url.href);
      return new Response(null, {status: 200});
    };
    // `/\evil.example` is read as `//evil.example` by the URL parser, as browsers and hosts do.
    for (const path of ['//evil.example/x', '/%2F%2Fevil.example/x', '/\\evil.example', '/docs/..//evil.example/x']) {
      expect(await markdownMiddleware(request(path, 'text/markdown'), anything), path).toBeUndefined();
    }
    expect(asked).toEqual([]);
    for (const path of ['/docs/server/routers', '/docs/v9/quickstart', '/blog/announcing-trpc-10', '/docs']) {
      const answer = await markdownMiddleware(request(path, 'text/markdown'), anything);
      expect(answer?.headers.get('x-middleware-rewrite'), path).toBe(`https://trpc.io${path}.md`);
    }
    expect(asked.every((href) => new URL(href).origin === 'https://trpc.io')).toBe(true);
  });

  it('answers a .md URL without a file with a Markdown 404, not the HTML page', async () => {
    const missing = await markdownMiddleware(request('/docs/nope.md', '*/*'), fetchTwin);
    expect(missing?.status).toBe(404);
    expect(missing?.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await missing!.text();
    expect(text).toMatch(/^# Not found\n/);
    expect(text).toContain('`/docs/nope.md`');
    expect(text).toContain('<https://trpc.io/>');
    expect(text).toContain('<https://trpc.io/llms.txt>');
    const head = await markdownMiddleware(request('/nope.md', 'text/markdown', 'HEAD'), fetchTwin);
    expect(head?.status).toBe(404);
    expect(head?.body).toBeNull();
    // A twin that is there, or a check that fails, is left to the host.
    expect(await markdownMiddleware(request('/docs/server/routers.md', '*/*'), fetchTwin)).toBeUndefined();
    const failing = async () => Promise.reject(new Error('offline'));
    expect(await markdownMiddleware(request('/docs/nope.md', '*/*'), failing)).toBeUndefined();
  });

  it('marks its own HEAD checks, and lets a marked request through, so a check never runs it again', async () => {
    const fetch = vi.fn(async () => new Response(null, {status: 200}));
    vi.stubGlobal('fetch', fetch);
    await markdownMiddleware(request('/docs/server/routers', 'text/markdown'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://trpc.io/docs/server/routers.md');
    expect(init.method).toBe('HEAD');
    expect(new Headers(init.headers).get(TWIN_CHECK_HEADER)).toBe('1');
    fetch.mockClear();
    const check = request('/docs/server/routers.md', '*/*', 'HEAD', {[TWIN_CHECK_HEADER]: '1'});
    expect(await markdownMiddleware(check)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
