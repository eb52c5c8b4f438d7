/**
 * Links fetch the next page's code on the reader's intent (pointer, touch,
 * focus), not when they scroll into view: ./Link.tsx stands in for
 * `@docusaurus/core/lib/client/exports/Link.js` in the browser bundle.
 *
 * Why: upstream, every internal link watches itself with an
 * IntersectionObserver of its own and, once in view, calls
 * `window.docusaurus.prefetch`, which matches the route against the whole
 * route table and adds a `<link rel="prefetch">` per chunk. A 10.x doc page's
 * first load made 467 of them at 412 px, one callback of 15–60 ms each at 4×
 * CPU slowdown, all inside the window Total Blocking Time counts. `Link` has
 * no option to turn it off, and `window.docusaurus` is frozen.
 *
 * Gain: handbook/performance.md, "The viewport prefetch, now fetched on intent" (the doc page's blocking time,
 * `npm run bench:pairs` against the build without it, and what the reader's
 * next click costs without the next page's code in the cache).
 * Guard: the production build fails when the replacement matches no module or
 * the original is still bundled (src/guarded-replacement), and
 * scripts/upstream/drift.test.ts fails when the upstream `Link.js` changes
 * (scripts/upstream/files.ts, REPLACED_MODULES): re-read it then, and carry
 * its change over to ./Link.tsx and ./linkTarget.ts.
 *
 * Both builds, the server render's included and `npm start`'s, so that what a
 * reader gets is what development shows and the build's broken-link check
 * collects the links through the same code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {guardedReplacement, moduleTest} from '../../guarded-replacement';

/** The module the stand-in replaces, as scripts/upstream/files.ts records it. */
export const LINK_MODULE = '@docusaurus/core/lib/client/exports/Link.js';
export const UPSTREAM_LINK = moduleTest(LINK_MODULE);
const NAME = 'intent-prefetch';

export default function intentPrefetchPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack: (config, _isServer, {currentBundler}) => {
      const standIn = path.join(__dirname, 'Link.tsx');
      return {
        plugins: guardedReplacement(NAME, currentBundler, {
          original: UPSTREAM_LINK,
          standIn,
          check: config.mode === 'production',
        }),
      };
    },
  };
}
