/**
 * The module aliases that make the production browser bundle run on
 * preact/compat instead of React. React and react-dom weigh 68 KB gzipped in
 * every page's main bundle; preact/compat does the same work in 9 KB.
 *
 * Only the production client bundle is switched:
 * - the server bundle keeps React, so the HTML is rendered by React as before
 *   (Preact hydrates it);
 * - the dev server keeps React, for its Fast Refresh and its warnings.
 * The end-to-end tests run against the production build, so what ships is what
 * they test.
 */
import path from 'node:path';

/**
 * What the bundle resolves `react`… to, keyed by exact request (`$`). The
 * targets are requests, not paths, so the bundler picks Preact's ES modules;
 * the roots are our own wrapper, which marks the hydration (./client/hydrateRoot.ts).
 */
export const PREACT_ALIASES: Record<string, string> = {
  'react$': 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': path.join(__dirname, 'client/hydrateRoot.ts'),
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-runtime',
};

/** Docusaurus aliases `react` and `react-dom` to the site's copies, as folder prefixes. */
const REACT_FOLDER_ALIASES = ['react', 'react-dom'];

export interface BundleTarget {
  isServer: boolean;
  mode: string | undefined;
}

export const usesPreact = ({isServer, mode}: BundleTarget): boolean => !isServer && mode === 'production';

/**
 * The bundle's aliases with React swapped for Preact. The folder aliases must
 * go: a prefix alias `react` listed first would win over `react$`.
 */
export function swapReactForPreact<T>(aliases: Record<string, T>): Record<string, T | string> {
  const kept = Object.fromEntries(Object.entries(aliases).filter(([key]) => !REACT_FOLDER_ALIASES.includes(key)));
  return {...PREACT_ALIASES, ...kept};
}
