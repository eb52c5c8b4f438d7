/**
 * A doc page's first load without the browser's ICU: the first
 * `localeCompare` or `Intl.DateTimeFormat` of a page loads and builds ICU's
 * collation or date data, one-off work of 14–89 ms on this machine before any
 * CPU slowdown (four times that in Lighthouse's mobile run), inside the
 * hydration task. Docusaurus's client did it three times on every doc page: two
 * sorts (./rewrites.ts says why code-unit order does for both) and the "Last
 * updated" date (./theme/LastUpdated, which writes it as the site writes dates).
 *
 * Gain: handbook/performance.md, "The browser's ICU, out of the first load".
 * Guard: each rewrite's text is the upstream text exactly, and
 * string-replace-loader's `strict` fails the build when it is not found;
 * scripts/upstream/drift.test.ts fails when any of the three upstream files
 * changes (scripts/upstream/files.ts records the two rewritten modules; the
 * theme component's file is recorded as every swizzle's is).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleTest} from '../../guarded-replacement';
import {REWRITES} from './rewrites';

export default function icuFreeLoadPlugin(): Plugin {
  return {
    name: 'icu-free-load',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: () => ({
      module: {
        rules: REWRITES.map((rewrite) => ({
          test: moduleTest(rewrite.module),
          loader: require.resolve('string-replace-loader'),
          options: {search: rewrite.search, replace: rewrite.replace, strict: true},
        })),
      },
    }),
  };
}
