import {describe, expect, it} from 'vitest';
import {markdownMiddleware} from './hostMiddleware';

const twins = new Set(['/docs/server/routers.md', '/docs.md']);
const fetchTwin = async (url: URL) => new Response(null, {status: twins.has(url.pathname) ? 200 : 404});
const request = (path: string, accept: string, method = 'GET') =>
  new Request(`https://trpc.io${path}`, {method, headers: {accept}});

describe('markdownMiddleware', () => {
  it('rewrites a page asked for as Markdown to its twin', async () => {
    const answer = await markdownMiddleware(request('/docs/server/routers', 'text/markdown'), fetchTwin);
    expect(answer?.headers.get('x-middleware-rewrite')).toBe('https://trpc.io/docs/server/routers.md');
    expect(answer?.headers.get('vary')).toBe('Accept');
    const docs = await markdownMiddleware(request('/docs/', 'text/markdown', 'HEAD'), fetchTwin);
    expect(docs?.headers.get('x-middleware-rewrite')).toBe('https://trpc.io/docs.md');
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
});
