import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {swapReactForPreact, usesPreact} from './aliases';

/**
 * Runs the production browser bundle on preact/compat (why, and where React
 * stays: ./aliases.ts). Docusaurus's route-lifecycle dispatcher is swapped for
 * one that waits for Preact's context updates (./ClientLifecyclesDispatcher.tsx).
 */
export default function preactRuntimePlugin(): Plugin {
  return {
    name: 'preact-runtime',
    configureWebpack(config, isServer, {currentBundler}) {
      if (!usesPreact({isServer, mode: config.mode})) return {};
      config.resolve ??= {};
      config.resolve.alias = swapReactForPreact(config.resolve.alias as Record<string, string>);
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/ClientLifecyclesDispatcher$/,
            path.join(__dirname, 'ClientLifecyclesDispatcher.tsx'),
          ),
        ],
      };
    },
  };
}
