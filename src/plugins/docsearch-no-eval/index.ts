/**
 * DocSearch's modal without zod's eval probe (./evalProbe.cjs says why). A loader on three
 * installed files is a module patch, so it carries what the handbook asks of one:
 * - gain: the modal's one CSP violation per opening (a `script-src` report of `eval`) is gone,
 *   counted in e2e/csp.spec.ts; nothing else changes, since under the CSP the probe always failed;
 * - guards: the loader fails the build unless each file holds the probe exactly once, and the
 *   drift test (scripts/upstream/files.ts) records the files' hashes.
 */
import type {Plugin} from '@docusaurus/types';
import {moduleTest} from '../../guarded-replacement';

/** The files of @docsearch/react that bundle zod's probe, as scripts/upstream/files.ts records them. */
export const DOCSEARCH_PROBE_FILES = ['DocSearchModal', 'index', 'Sidepanel'].map(
  (name) => `@docsearch/react/dist/esm/${name}.js`,
);

export default function docsearchNoEvalPlugin(): Plugin {
  return {
    name: 'docsearch-no-eval',
    configureWebpack: (_config, isServer) =>
      // The server bundle renders pages at build time and opens no modal.
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: DOCSEARCH_PROBE_FILES.map(moduleTest),
                  use: [{loader: require.resolve('./evalProbe.cjs')}],
                },
              ],
            },
          },
  };
}
