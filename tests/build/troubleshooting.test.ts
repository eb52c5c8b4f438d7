/**
 * The troubleshooting pages are found by pasting an error message into the search, and quote
 * each message exactly as the pinned packages print it. This test holds both promises: the
 * quotes are compared with the installed sources (so a version bump that rewords a message
 * fails here), and every message, pasted as a reader would, finds its page in the top 3.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createSearchEngine} from '../../src/search/engine';
import {loadRoute, readSearchIndex} from './html';

const NODE_MODULES = path.resolve(__dirname, '../../node_modules');

/** A message as the page quotes it, the installed file that prints it, and its section. */
interface Quoted {
  message: string;
  source: string;
  anchor: string;
}

const V10_QUOTED: Quoted[] = [
  {
    message: "You're trying to use @trpc/server in a non-server environment. This is not supported by default.",
    source: '@trpc/server/src/core/initTRPC.ts',
    anchor: 'non-server-environment',
  },
  {
    message: 'Type instantiation is excessively deep and possibly infinite.',
    source: 'typescript/lib/typescript.js',
    anchor: 'type-instantiation-excessively-deep',
  },
  {
    message: 'This is likely not portable. A type annotation is necessary.',
    source: 'typescript/lib/typescript.js',
    anchor: 'inferred-type-cannot-be-named',
  },
  {
    message: 'You must set a transformer on the backend router',
    source: '@trpc/client/src/internals/TRPCUntypedClient.ts',
    anchor: 'transformer-on-one-side',
  },
  {
    message: 'Unable to transform response from server',
    source: '@trpc/client/src/shared/transformResult.ts',
    anchor: 'transformer-on-one-side',
  },
  {
    message: 'Input is too big for a single dispatch',
    source: '@trpc/client/src/internals/dataLoader.ts',
    anchor: 'url-too-long',
  },
  {message: '-procedure on path', source: '@trpc/server/src/core/router.ts', anchor: 'no-procedure-on-path'},
  {
    message: 'Query "trpc" not found - is the file named `[trpc]`.ts or `[...trpc].ts`?',
    source: '@trpc/server/src/adapters/next.ts',
    anchor: 'query-trpc-not-found',
  },
  {
    message: 'Batching is not enabled on the server',
    source: '@trpc/server/src/http/resolveHTTPResponse.ts',
    anchor: 'batching-not-enabled',
  },
  {
    message: 'No more links to execute - did you forget to add an ending link?',
    source: '@trpc/client/src/links/internals/createChain.ts',
    anchor: 'no-more-links',
  },
  {
    message: 'No result from middlewares - did you forget to `return next()`?',
    source: '@trpc/server/src/core/internals/procedureBuilder.ts',
    anchor: 'no-result-from-middlewares',
  },
  {
    message: 'Unable to retrieve application context. Did you forget to wrap your App inside `withTRPC` HoC?',
    source: '@trpc/react-query/src/shared/hooks/createHooksInternal.tsx',
    anchor: 'no-application-context',
  },
  {message: 'No fetch implementation found', source: '@trpc/client/src/getFetch.ts', anchor: 'no-fetch'},
];

const V9_QUOTED: Array<Omit<Quoted, 'anchor'>> = [
  {message: 'Imported server-only code in the browser', source: 'trpc-v9-server/src/assertNotBrowser.ts'},
  {message: '-procedure on path', source: 'trpc-v9-server/src/router.ts'},
  {
    message: 'Query "trpc" not found - is the file named `[trpc]`.ts or `[...trpc].ts`?',
    source: 'trpc-v9-server/src/adapters/next.ts',
  },
  {
    message: 'No result from middlewares - did you forget to `return next()`?',
    source: 'trpc-v9-server/src/internals/procedure.ts',
  },
  {message: 'Batching is not enabled on the server', source: 'trpc-v9-server/src/http/resolveHTTPResponse.ts'},
  {message: 'No fetch implementation found', source: 'trpc-v9-client/src/getFetch.ts'},
];

/** What a reader pastes (messages as printed, with their own paths and values), and the page it must find. */
const PASTED: Array<[query: string, page: string, version: 'current' | '9.x']> = [
  ["You're trying to use @trpc/server in a non-server environment", '/docs/troubleshooting', 'current'],
  ['Type instantiation is excessively deep and possibly infinite', '/docs/troubleshooting', 'current'],
  ["The inferred type of 'appRouter' cannot be named without a reference", '/docs/troubleshooting', 'current'],
  ['431 Request Header Fields Too Large', '/docs/troubleshooting', 'current'],
  ['414 URI Too Long', '/docs/troubleshooting', 'current'],
  ['Input is too big for a single dispatch', '/docs/troubleshooting', 'current'],
  ['You must set a transformer on the backend router', '/docs/troubleshooting', 'current'],
  ['Unable to transform response from server', '/docs/troubleshooting', 'current'],
  ["Module not found: Can't resolve 'fs'", '/docs/troubleshooting', 'current'],
  ['blocked by CORS policy', '/docs/troubleshooting', 'current'],
  ["must not be the wildcard '*' when the request's credentials mode is 'include'", '/docs/troubleshooting', 'current'],
  ['No "query"-procedure on path "post.byId"', '/docs/troubleshooting', 'current'],
  ['Query "trpc" not found', '/docs/troubleshooting', 'current'],
  ['Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON', '/docs/troubleshooting', 'current'],
  ['Batching is not enabled on the server', '/docs/troubleshooting', 'current'],
  ['No more links to execute - did you forget to add an ending link?', '/docs/troubleshooting', 'current'],
  ['No result from middlewares - did you forget to return next()', '/docs/troubleshooting', 'current'],
  ['Unable to retrieve application context', '/docs/troubleshooting', 'current'],
  ['No fetch implementation found', '/docs/troubleshooting', 'current'],
  ['Imported server-only code in the browser', '/docs/v9/troubleshooting', '9.x'],
  ['431 Request Header Fields Too Large', '/docs/v9/troubleshooting', '9.x'],
  ['No "query"-procedure on path', '/docs/v9/troubleshooting', '9.x'],
];

const normalise = (text: string) => text.replace(/\s+/g, ' ');
const articleText = (route: string) => normalise(loadRoute(route)('article').text());

describe('troubleshooting pages', () => {
  it('quote each message exactly as the installed 10.30.0 sources print it, under its section', () => {
    const $ = loadRoute('/docs/troubleshooting');
    const text = normalise($('article').text());
    for (const {message, source, anchor} of V10_QUOTED) {
      const file = fs.readFileSync(path.join(NODE_MODULES, source), 'utf8');
      expect(file.includes(message), `${source} no longer prints "${message}"`).toBe(true);
      expect(text.includes(message), `the page does not quote "${message}"`).toBe(true);
      expect($(`h3#${anchor}`).length, `no section #${anchor}`).toBe(1);
    }
  });

  it('quote the 9.x messages as 9.27.4 prints them', () => {
    const text = articleText('/docs/v9/troubleshooting');
    for (const {message, source} of V9_QUOTED) {
      const file = fs.readFileSync(path.join(NODE_MODULES, source), 'utf8');
      expect(file.includes(message), `${source} no longer prints "${message}"`).toBe(true);
      expect(text.includes(message), `the 9.x page does not quote "${message}"`).toBe(true);
    }
  });

  it('are found in the top 3 when a reader pastes a message into the search', () => {
    const engines = {
      current: createSearchEngine(readSearchIndex('current.json')),
      '9.x': createSearchEngine(readSearchIndex('9.x.json')),
    };
    const missed = PASTED.filter(([query, page, version]) => {
      const {hits} = engines[version].search({
        query,
        hitsPerPage: 50,
        facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]],
      });
      const pages = [...new Set(hits.map((h) => h.url_without_anchor))].slice(0, 3);
      return !pages.includes(page);
    });
    expect(missed.map(([query, , version]) => `${version}: ${query}`)).toEqual([]);
  });
});
