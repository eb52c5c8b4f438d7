import fs from 'node:fs';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadDocs} from './docs';
import {createDocsServer} from './server';
import {TWIN, writeTestData} from './testData';

const text = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as Array<{type: string; text: string}>).map((c) => c.text).join('\n');

describe('docs MCP server tools', () => {
  const data = writeTestData();
  const client = new Client({name: 'test', version: '1.0.0'});
  const call = async (name: string, args: Record<string, unknown>) => client.callTool({name, arguments: args});

  beforeAll(async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsServer(loadDocs(data), {name: 'docs-mcp', version: '0.0.0'}).connect(serverSide);
    await client.connect(clientSide);
  });
  afterAll(async () => {
    await client.close();
    fs.rmSync(data, {recursive: true, force: true});
  });

  it('get_page returns one section when given its anchor, and the page whole without one', async () => {
    const url = 'https://www.trpc.io/docs/troubleshooting';
    expect(text(await call('get_page', {url}))).toBe(TWIN);
    expect(text(await call('get_page', {url, section: 'batching-off'}))).toBe(
      '### Batching is not enabled\n\nTurn batching on in the adapter.\n',
    );
  });

  it('get_page cuts to maxChars and reads on from the offset it gives', async () => {
    const url = '/docs/troubleshooting';
    const first = text(await call('get_page', {url, maxChars: 200}));
    const body = first.slice(0, first.lastIndexOf('\n\n[Cut'));
    expect(body.length).toBeLessThanOrEqual(200);
    const offset = Number(/offset (\d+)/.exec(first)![1]);
    const rest = text(await call('get_page', {url, maxChars: 200, offset}));
    expect(`${body}\n\n${rest}`).toBe(TWIN);
  });

  it('get_page answers an unknown section with the page’s anchors, as an error the model reads', async () => {
    const result = await call('get_page', {url: '/docs/troubleshooting', section: 'setup'});
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(
      'No section "setup" on /docs/troubleshooting. Its sections: requests, url-too-long, batching-off, see-also.',
    );
  });

  it('search_docs echoes (and searches) at most the first 200 characters of a long query, and says it was shortened', async () => {
    const query = `httpBatchLink ${'x'.repeat(100_000)}`;
    const answer = text(await call('search_docs', {query}));
    expect(answer.length).toBeLessThan(1_000);
    // Cut back to the last whole word: the run of x's is dropped with its end.
    expect(answer).toMatch(/^tRPC 10\.x docs, "httpBatchLink" \(the query was shortened to its first 13 characters/);
    expect(answer).not.toContain('x'.repeat(201));
  });
});
