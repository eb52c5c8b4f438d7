/**
 * Routes that exist only in builds made for the end-to-end tests
 * (TRPC_E2E=1, see config/env.ts): pages that misbehave on purpose.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'e2e-routes';
/** Prefix of every test-only route; search indexing skips it. */
export const E2E_ROUTE_PREFIX = '/__e2e/';
/** Test-only pages that search does index, to test search itself. */
export const E2E_SEARCH_PREFIX = `${E2E_ROUTE_PREFIX}search/`;

export default function e2eRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${E2E_ROUTE_PREFIX.slice(1)}crash`,
        component: path.join(__dirname, 'CrashPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: `${context.baseUrl}${E2E_SEARCH_PREFIX.slice(1)}markup-title`,
        component: path.join(__dirname, 'SearchProbePage.tsx'),
        exact: true,
      });
    },
  };
}
