import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {swapReactForPreact, usesPreact} from './aliases';

export {default as rehypeDeferHydration} from './rehypeDeferHydration';

/** Theme modules the Preact bundle replaces: what each request resolves to instead, and why there. */
const REPLACEMENTS: Array<[RegExp, string]> = [
  // Waits for Preact's queued context updates before route hooks and scrolling.
  [/^\.\/ClientLifecyclesDispatcher$/, 'client/ClientLifecyclesDispatcher.tsx'],
  // Knows the window size from the first render: no desktop sidebars hydrated on phones.
  [/^\.\.?\/hooks\/useWindowSize$/, 'client/useWindowSize.ts'],
  // Memoises its options without localeCompare, whose first call is a long task.
  [/^\.\/useMutationObserver$/, 'client/useMutationObserver.ts'],
  // Creates each route's loadable component when the route is first used.
  [/^@docusaurus\/ComponentCreator$/, 'client/ComponentCreator.tsx'],
  // Matches the page load's routes and hydrates it in tasks of their own.
  [/^\.\/preload$/, 'client/preload.ts'],
  // Prints the theme's English dates without Intl, whose first date format is a long task.
  [/^\.\/utils\/IntlUtils$/, 'client/IntlUtils.ts'],
  // Leaves the server's head alone while the page hydrates.
  [/^@docusaurus\/Head$/, 'client/Head.tsx'],
  // Marks the page hydrated when it is, not when its Heads mount.
  [/^\.\/hasHydratedDataAttribute$/, 'client/hasHydratedDataAttribute.tsx'],
];

/**
 * Runs the production browser bundle on preact/compat (why, and where React
 * stays: ./aliases.ts), with the theme modules above swapped for versions that
 * fit how Preact renders and hydrates. MDX pages hydrate block by block
 * (./rehypeDeferHydration.ts, exported for the content plugins).
 */
export default function preactRuntimePlugin(): Plugin {
  return {
    name: 'preact-runtime',
    configureWebpack(config, isServer, {currentBundler}) {
      if (!usesPreact({isServer, mode: config.mode})) return {};
      config.resolve ??= {};
      config.resolve.alias = swapReactForPreact(config.resolve.alias as Record<string, string>);
      return {
        plugins: REPLACEMENTS.map(
          ([request, file]) => new currentBundler.instance.NormalModuleReplacementPlugin(request, path.join(__dirname, file)),
        ),
      };
    },
  };
}
