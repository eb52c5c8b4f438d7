#!/usr/bin/env node
/**
 * Starts the tRPC docs MCP server on stdio, from the docs data packed beside
 * it (../data). Nothing is fetched: it answers with no network.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {loadDocs} from './docs';
import {createDocsServer} from './server';

declare const PACKAGE_NAME: string;
declare const PACKAGE_VERSION: string;

const docs = loadDocs(process.env.TRPC_DOCS_MCP_DATA ?? path.join(__dirname, '..', 'data'));
const server = createDocsServer(docs, {name: PACKAGE_NAME, version: PACKAGE_VERSION});
server.connect(new StdioServerTransport()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
