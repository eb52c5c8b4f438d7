#!/usr/bin/env node
/**
 * Starts the tRPC docs MCP server on stdio, from the docs data packed beside
 * it (../data). Nothing is fetched: it answers with no network.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {DocsError, loadDocs, type Docs} from './docs';
import {createDocsServer} from './server';

declare const PACKAGE_NAME: string;
declare const PACKAGE_VERSION: string;

/** The docs, or a one-line reason on stderr and exit 1: a missing data folder is the user's to fix, not a stack trace. */
function docsOrExit(dataDir: string): Docs {
  try {
    return loadDocs(dataDir);
  } catch (error) {
    if (!(error instanceof DocsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const docs = docsOrExit(path.resolve(process.env.TRPC_DOCS_MCP_DATA ?? path.join(__dirname, '..', 'data')));
const server = createDocsServer(docs, {name: PACKAGE_NAME, version: PACKAGE_VERSION});
server.connect(new StdioServerTransport()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
