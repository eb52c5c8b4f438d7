/**
 * Replaces `@docusaurus/utils-common`'s CommonJS entry with an ES module of the
 * same exports in the browser bundle (./utilsCommon.ts says why and what it
 * earns), and fails the production build when the replacement stops matching.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {guardedReplacement, moduleTest} from '../../guarded-replacement';

/** The module the stand-in replaces, as scripts/upstream/files.ts records it. */
export const UTILS_COMMON_MODULE = '@docusaurus/utils-common/lib/index.js';
export const UTILS_COMMON_ENTRY = moduleTest(UTILS_COMMON_MODULE);
const NAME = 'slim-utils-common';

export default function slimUtilsCommonPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack: (config, isServer, {currentBundler}) => {
      // The server bundle renders pages at build time: its size does not reach readers.
      if (isServer) return {};
      const standIn = path.join(__dirname, 'utilsCommon.ts');
      return {
        plugins: guardedReplacement(NAME, currentBundler, {
          original: UTILS_COMMON_ENTRY,
          standIn,
          check: config.mode === 'production',
        }),
      };
    },
  };
}
