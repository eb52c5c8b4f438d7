/**
 * Stands in for the theme's `prism-include-languages` client module, which
 * loads Prism into every page's bundle. Code is highlighted at build time
 * (./remark.ts), so the browser needs no Prism.
 */
export {};
