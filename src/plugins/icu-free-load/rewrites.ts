/**
 * The two sorts Docusaurus's client runs on every page with
 * `String.prototype.localeCompare`, rewritten to compare code units. The
 * first `localeCompare` of a page starts the browser's ICU collator, which
 * costs more than everything else those sorts do (./index.ts has the figures).
 * Each sort only needs some consistent order, not a language's:
 *
 * - `getActivePlugin` sorts the docs plugins by path, longest-matching first
 *   ('/android/foo' must match '/android', not '/'). Only paths on one chain
 *   of prefixes can match the same pathname, and a path sorts after its
 *   prefixes in code-unit order as in any collation, so the first match is the
 *   same plugin.
 * - `useShallowMemoObject` sorts an object's entries by key so that the memo's
 *   dependency list does not depend on property order: any total order of the
 *   keys does that.
 *
 * `search` is the upstream text exactly; string-replace-loader's `strict`
 * fails the build when it is not found, so an upstream change cannot slip by.
 */
export interface Rewrite {
  /** The upstream module, by its path inside node_modules. */
  readonly module: string;
  readonly search: string;
  readonly replace: string;
}

/** `a < b ? -1 : …`: the comparison `Array.prototype.sort` makes without a comparator, as an expression. */
const byCodeUnits = (a: string, b: string) => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

export const REWRITES: readonly Rewrite[] = [
  {
    module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    search: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    replace: `.sort((a, b) => ${byCodeUnits('b[1].path', 'a[1].path')})`,
  },
  {
    module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    search: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: `deps.sort((a, b) => ${byCodeUnits('a[0]', 'b[0]')});`,
  },
];
