/**
 * scripts/serve answers `Accept: text/markdown` with a page's twin: the
 * negotiation as a function, then the real server over HTTP on a small build.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Answer} from './host';
import {missingTwinAnswer, negotiateMarkdown} from './markdown';

describe('negotiateMarkdown', () => {
  const page: Answer = {status: 200, file: 'docs/a.html', headers: {'Content-Type': 'text/html; charset=utf-8'}};
  const exists = (file: string) => file === 'docs/a.md';
  it('answers a page with its twin when Markdown is asked for, and says the answer varies', () => {
    expect(negotiateMarkdown(page, 'text/markdown', exists)).toEqual({
      status: 200,
      file: 'docs/a.md',
      headers: {'Content-Type': 'text/markdown; charset=utf-8', Vary: 'Accept'},
    });
    expect(negotiateMarkdown(page, 'text/html,*/*;q=0.8', exists)).toEqual({
      ...page,
      headers: {...page.headers, Vary: 'Accept'},
    });
  });
  it("sends the twin with its own URL's headers: its Link names the page as canonical, not the twin itself", () => {
    const withLink: Answer = {
      ...page,
      headers: {...page.headers, Link: '</docs/a.md>; rel="alternate"; type="text/markdown"', 'X-Frame': 'x'},
    };
    const twinHeaders = (file: string): Record<string, string> =>
      file === 'docs/a.md'
        ? {'Content-Type': 'text/markdown; charset=utf-8', Link: '<https://trpc.io/docs/a>; rel="canonical"'}
        : {};
    expect(negotiateMarkdown(withLink, 'text/markdown', exists, twinHeaders).headers).toEqual({
      'Content-Type': 'text/markdown; charset=utf-8',
      'X-Frame': 'x',
      Link: '<https://trpc.io/docs/a>; rel="canonical"',
      Vary: 'Accept',
    });
    // Without the twin's headers, the page's Link (naming the twin) is dropped rather than repeated.
    expect(negotiateMarkdown(withLink, 'text/markdown', exists).headers.Link).toBeUndefined();
    // The HTML keeps its Link to the twin.
    expect(negotiateMarkdown(withLink, 'text/html', exists, twinHeaders).headers.Link).toBe(withLink.headers.Link);
  });
  it('leaves pages without a twin, other files and other answers alone', () => {
    const other: Answer = {status: 200, file: 'docs/b.html', headers: {}};
    expect(negotiateMarkdown(other, 'text/markdown', exists)).toBe(other);
    const notFound: Answer = {status: 404, file: '404.html', headers: {}};
    expect(negotiateMarkdown(notFound, 'text/markdown', exists)).toBe(notFound);
    const redirect: Answer = {status: 308, location: '/docs/a', headers: {}};
    expect(negotiateMarkdown(redirect, 'text/markdown', exists)).toBe(redirect);
  });
});

describe('missingTwinAnswer', () => {
  const notFound: Answer = {
    status: 404,
    file: '404.html',
    // What vercel.json's rules give a missing `.md`: its `.md` Content-Type over the HTML page.
    headers: {'Content-Type': 'text/markdown; charset=utf-8', 'X-Content-Type-Options': 'nosniff'},
  };
  it('answers a missing .md with a Markdown note pointing to the site, keeping the other headers', () => {
    const result = missingTwinAnswer(notFound, '/docs/nope.md', 'http://127.0.0.1:4173/');
    expect(result).toMatchObject({
      status: 404,
      file: null,
      headers: {'Content-Type': 'text/markdown; charset=utf-8', 'X-Content-Type-Options': 'nosniff'},
    });
    const body = 'body' in result ? (result.body ?? '') : '';
    expect(body).toMatch(/^# Not found\n/);
    expect(body).toContain('`/docs/nope.md`');
    expect(body).toContain('<http://127.0.0.1:4173/>');
    expect(body).toContain('<http://127.0.0.1:4173/llms.txt>');
    expect(body).not.toMatch(/<html|<!doctype/i);
  });
  it('leaves a found twin and a missing page alone', () => {
    const twin: Answer = {status: 200, file: 'docs/a.md', headers: {}};
    expect(missingTwinAnswer(twin, '/docs/a.md', 'http://127.0.0.1/')).toBe(twin);
    expect(missingTwinAnswer(notFound, '/docs/nope', 'http://127.0.0.1/')).toBe(notFound);
  });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

describe('scripts/serve over HTTP', {timeout: 30_000}, () => {
  let dir: string;
  let server: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-md-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs/a.html'), '<!doctype html><title>A</title>');
    fs.writeFileSync(path.join(dir, 'docs/a.md'), '# A\n');
    fs.writeFileSync(path.join(dir, 'docs/b.html'), '<!doctype html><title>B</title>');
    fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'index.ts'), '--port', String(port), '--dir', dir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
      server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  });
  afterAll(() => {
    server?.kill();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('gives the twin to Accept: text/markdown, HTML to a browser, Vary: Accept to both', async () => {
    const markdown = await fetch(`${origin}/docs/a`, {headers: {Accept: 'text/markdown'}});
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary')).toBe('Accept');
    expect(await markdown.text()).toBe('# A\n');

    const browser = await fetch(`${origin}/docs/a`, {
      headers: {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'},
    });
    expect(browser.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(browser.headers.get('vary')).toBe('Accept');
    expect(await browser.text()).toContain('<title>A</title>');

    const noTwin = await fetch(`${origin}/docs/b`, {headers: {Accept: 'text/markdown'}});
    expect(noTwin.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(noTwin.headers.get('vary')).toBeNull();
  });

  it('answers a missing .md with a Markdown 404, not the HTML 404 page under a Markdown label', async () => {
    const missing = await fetch(`${origin}/docs/nope.md`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await missing.text();
    expect(text).toMatch(/^# Not found\n/);
    expect(text).not.toContain('<title>');
    const page = await fetch(`${origin}/docs/nope`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('redirects a path with non-ASCII or CR/LF to its percent-encoded form, and goes on serving', async () => {
    for (const [asked, location] of [
      ['/%E2%98%83/', '/%E2%98%83'],
      ['/docs/a%0D%0ASet-Cookie:%20x/', '/docs/a%0D%0ASet-Cookie:%20x'],
    ]) {
      const answer = await fetch(`${origin}${asked}`, {redirect: 'manual'});
      expect(answer.status, asked).toBe(308);
      expect(answer.headers.get('location'), asked).toBe(location);
      expect(answer.headers.get('set-cookie'), asked).toBeNull();
    }
    expect((await fetch(`${origin}/docs/a`)).status).toBe(200);
  });
});
