/**
 * Stands in for the theme's `prism-include-languages` client module, which
 * loads Prism into every page's bundle. Code is highlighted at build time
 * (./remark.ts), so the browser needs no Prism.
 *
 * Gain: part of build-time highlighting (handbook/performance.md, What each optimisation earns).
 * Guards: the build fails when the replacement matches no module
 * (src/guarded-replacement), and scripts/upstream/drift.test.ts when the replaced
 * file changes.
 */
export {};
