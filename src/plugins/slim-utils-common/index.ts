/**
 * Replaces `@docusaurus/utils-common`'s CommonJS entry with an ES module of the
 * same exports in the browser bundle (./utilsCommon.ts says why and what it
 * earns), and fails the production build when the replacement stops matching.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {replacementProblem} from '../code-highlight/replacement';

export const UTILS_COMMON_ENTRY = /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;
const NAME = 'slim-utils-common';

export default function slimUtilsCommonPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack: (config, isServer, {currentBundler}) => {
      // The server bundle renders pages at build time: its size does not reach readers.
      if (isServer) return {};
      const standIn = path.join(__dirname, 'utilsCommon.ts');
      const {NormalModuleReplacementPlugin, WebpackError} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(UTILS_COMMON_ENTRY, standIn),
          {
            apply(compiler: Compiler) {
              if (config.mode !== 'production') return;
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                compilation.hooks.finishModules.tap(NAME, (modules) => {
                  const resources = [...modules]
                    .map((m) => (m as {resource?: string}).resource)
                    .filter((r): r is string => typeof r === 'string');
                  const problem = replacementProblem(NAME, resources, UTILS_COMMON_ENTRY, standIn);
                  if (problem) compilation.errors.push(new WebpackError(problem));
                });
              });
            },
          },
        ],
      };
    },
  };
}
