/**
 * The docs MCP server (packages/docs-mcp), end to end: packed from this build
 * into a tarball, installed offline into an empty folder, started on stdio and
 * asked through the MCP SDK's own client, as an editor would.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildPackage} from '../../packages/docs-mcp/build';
import {DOCS_MCP_PACKAGE} from '../../src/docs-model/agents';
import {BUILD_DIR} from './html';

const text = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as Array<{type: string; text: string}>).map((c) => c.text).join('\n');

describe('docs MCP server', {timeout: 120_000}, () => {
  let tmp: string;
  let client: Client;
  let installed: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-'));
    const staged = path.join(tmp, 'package');
    await buildPackage(BUILD_DIR, staged);
    // What `npm pack` in the package's folder gives (its prepack is the buildPackage above).
    execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', tmp], {cwd: staged, stdio: 'pipe'});
    const tarball = fs.readdirSync(tmp).find((f) => f.endsWith('.tgz'))!;
    const empty = path.join(tmp, 'empty');
    fs.mkdirSync(empty);
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', path.join(tmp, tarball)], {
      cwd: empty,
      stdio: 'pipe',
    });
    installed = path.join(empty, 'node_modules', ...DOCS_MCP_PACKAGE.split('/'));
    client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({command: process.execPath, args: [path.join(installed, 'dist/server.js')], cwd: empty}),
    );
    // Bundling, packing and installing: seconds, more on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    fs.rmSync(tmp, {recursive: true, force: true});
  });

  it('installs as a package named by the one setting, with no dependency and its docs inside', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(DOCS_MCP_PACKAGE);
    expect(pkg.dependencies ?? {}).toEqual({});
    // Nothing but the package itself was installed.
    const modules = path.join(installed, '..', '..');
    expect(fs.readdirSync(modules).filter((name) => !name.startsWith('.'))).toEqual(['@trpc']);
    expect(fs.readdirSync(path.join(modules, '@trpc'))).toEqual(['docs-mcp']);
    expect(fs.existsSync(path.join(installed, 'data/pages/docs/server/routers.md'))).toBe(true);
  });

  it('carries the licence text of every package bundled into its server', () => {
    const licenses = fs.readFileSync(path.join(installed, 'dist/THIRD_PARTY_LICENSES.txt'), 'utf8');
    for (const name of ['@modelcontextprotocol/sdk', 'zod', 'minisearch'])
      expect(licenses).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\(MIT\\)$`, 'm'));
    expect(licenses).toContain('Permission is hereby granted, free of charge');
  });

  it('ends with one line on stderr, naming the folder, when its data is missing', () => {
    const empty = fs.mkdtempSync(path.join(tmp, 'no-data-'));
    const run = spawnSync(process.execPath, [path.join(installed, 'dist/server.js')], {
      env: {...process.env, TRPC_DOCS_MCP_DATA: empty},
      encoding: 'utf8',
      input: '',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(`No docs data in ${empty}`)]);
  });

  it('offers the three tools and every page as a resource', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'list_sections', 'search_docs']);
    const {resources} = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris.length).toBeGreaterThan(200);
    expect(uris).toContain('https://trpc.io/docs/server/routers.md');
    expect(uris).toContain('https://trpc.io/docs/v9/router.md');
    const read = await client.readResource({uri: 'https://trpc.io/docs/server/routers.md'});
    expect(read.contents[0]).toMatchObject({mimeType: 'text/markdown'});
    expect((read.contents[0] as {text?: string}).text).toBe(
      fs.readFileSync(path.join(BUILD_DIR, 'docs/server/routers.md'), 'utf8'),
    );
  });

  it('finds the right page for known queries, in 10.x by default and in 9.x when asked', async () => {
    const top = async (query: string, version?: string) => {
      const answer = text(await client.callTool({name: 'search_docs', arguments: {query, version, limit: 3}}));
      return [...answer.matchAll(/^\d+\. .+\n {3}(\S+)/gm)].map((m) => new URL(m[1]!).pathname);
    };
    expect((await top('useQuery'))[0]).toBe('/docs/client/react/useQuery');
    expect(await top('fetch adapter')).toContain('/docs/server/adapters/fetch');
    expect(await top('merging routers')).toContain('/docs/server/merging-routers');
    const v9 = await top('router', '9.x');
    expect(v9.length).toBeGreaterThan(0);
    for (const p of v9) expect(p).toMatch(/^\/docs\/v9\/|^\/blog\//);
  });

  it('returns a page as its Markdown twin, by path or by URL', async () => {
    const twin = fs.readFileSync(path.join(BUILD_DIR, 'docs/server/routers.md'), 'utf8');
    for (const url of [
      '/docs/server/routers',
      'https://trpc.io/docs/server/routers#setup',
      'docs/server/routers.md',
      'http://trpc.io/docs/server/routers',
      'https://www.trpc.io/docs/server/routers',
      'http://www.trpc.io/docs/server/routers',
    ])
      expect(text(await client.callTool({name: 'get_page', arguments: {url}})), url).toBe(twin);
  });

  it('returns one section by the anchor search gives, or a page cut to a budget with the way on', async () => {
    const get = async (args: Record<string, unknown>) =>
      text(await client.callTool({name: 'get_page', arguments: args}));
    // A custom heading id: the twin does not carry it, the search index does.
    const section = await get({url: '/docs/troubleshooting', section: 'url-too-long'});
    expect(section).toMatch(/^### 414 "URI Too Long"/);
    expect(section).not.toContain('### `No "query"-procedure');
    const cut = await get({url: '/docs/client/nextjs/ssr', maxChars: 2000});
    expect(cut.slice(0, cut.lastIndexOf('\n\n[Cut')).length).toBeLessThanOrEqual(2000);
    expect(cut).toMatch(/call get_page with offset \d+ .*ssr-options/);
    const unknown = await client.callTool({
      name: 'get_page',
      arguments: {url: '/docs/client/nextjs/ssr', section: 'x'},
    });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toMatch(/^No section "x" on \/docs\/client\/nextjs\/ssr\. Its sections: .*ssr-options/);
  });

  it("lists a version's sections, with its index", async () => {
    const answer = text(await client.callTool({name: 'list_sections', arguments: {version: 'v9'}}));
    expect(answer).toMatch(/^# tRPC 9\.x/);
    expect(answer).toContain('/docs/v9/llms.txt');
    expect(answer).toMatch(/^## Server Usage \(\d+\)$/m);
  });

  it('says what is wrong with a wrong version or path, and keeps answering', async () => {
    const version = await client.callTool({name: 'search_docs', arguments: {query: 'router', version: '8.x'}});
    expect(version.isError).toBe(true);
    expect(text(version)).toBe('There is no version "8.x" of these docs. Versions: 10.x, 9.x.');
    const page = await client.callTool({name: 'get_page', arguments: {url: '/docs/nope'}});
    expect(page.isError).toBe(true);
    expect(text(page)).toMatch(/^No page at \/docs\/nope\./);
    const elsewhere = await client.callTool({name: 'get_page', arguments: {url: 'https://example.com/docs'}});
    expect(elsewhere.isError).toBe(true);
    const {tools} = await client.listTools();
    expect(tools.length).toBe(3);
  });
});
