/**
 * The layers of the site's code (README, "The map of the house"; handbook/architecture.md), held by
 * dependency-cruiser in `npm run lint:layers` (the first step of `npm test`):
 *
 *   config      docusaurus.config.ts, sidebars*.ts, config/: the site's settings; wires plugins
 *     ↓
 *   plugins     src/plugins/<name>/: one folder per feature (build-time code, its theme/ and client code)
 *   library     src/docs-model, src/snippets, src/remark, src/rehype, src/built-site, src/server-side-options,
 *               src/guarded-replacement, src/search, src/data, src/text
 *     ↓
 *   theme       src/theme, src/clientModules, src/pages, src/plugins/<name>/theme: what runs in the browser
 *
 *   tools       scripts/ (command-line tools, bench), tests/, e2e/: on top, may import anything
 *
 * An arrow points from what imports to what it may import. Nothing imports a
 * tool, nothing under src/ imports the config, a plugin imports no other
 * plugin (what two features share is a library), the library imports no plugin
 * and no theme, the docs model imports nothing, and browser code (with the
 * search engine, src/search, which the search modal and page run) imports no
 * Node built-in.
 */
const TOOLS = '^(scripts|tests|e2e)/';
const CONFIG = '^(config/|docusaurus\\.config\\.ts$|sidebars[^/]*\\.ts$)';
const LIBRARY =
  '^src/(docs-model|snippets|remark|rehype|built-site|server-side-options|guarded-replacement|search|data|text)/';
const BROWSER = '^src/(theme|clientModules|pages)/|^src/plugins/[^/]+/theme/';
/** The search engine: a library the search modal and the search page run in the browser. */
const BROWSER_LIBRARY = '^src/search/';
const TEST_FILE = '\\.test\\.tsx?$';
const path = require('node:path');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-tool-imports',
      comment:
        'scripts/ holds command-line tools; code the build or the browser runs lives under src/ (tools, tests and e2e may import each other).',
      severity: 'error',
      from: {pathNot: [TOOLS, '^(playwright|vitest)[^/]*\\.config\\.ts$']},
      to: {path: '^scripts/'},
    },
    {
      name: 'src-not-config',
      comment:
        'The config wires src/; src/ never reads the config back (pass what a plugin needs as its options, or put the fact in src/docs-model).',
      severity: 'error',
      from: {path: '^src/', pathNot: TEST_FILE},
      to: {path: CONFIG},
    },
    {
      name: 'plugin-not-other-plugin',
      comment:
        "A plugin is one feature: it imports no other plugin's folder. What two features share is a library (move it to src/docs-model, src/text, src/remark, src/guarded-replacement, …); a test may still import another feature to check the two together.",
      severity: 'error',
      from: {path: '^src/plugins/([^/]+)/', pathNot: TEST_FILE},
      to: {path: '^src/plugins/([^/]+)/', pathNot: '^src/plugins/$1/'},
    },
    {
      name: 'library-not-features',
      comment: 'The library is shared by plugins, theme and tools: it imports no plugin and no theme component.',
      severity: 'error',
      from: {path: LIBRARY, pathNot: TEST_FILE},
      to: {path: '^src/(plugins|theme|clientModules|pages)/'},
    },
    {
      name: 'docs-model-stands-alone',
      comment:
        'src/docs-model is pure data and functions that the browser may import too: it imports nothing but itself.',
      severity: 'error',
      from: {path: '^src/docs-model/', pathNot: TEST_FILE},
      to: {pathNot: '^src/docs-model/'},
    },
    {
      name: 'browser-code-not-node',
      comment: 'Theme components and client modules run in the browser: no Node built-in.',
      severity: 'error',
      from: {path: BROWSER, pathNot: TEST_FILE},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'search-library-not-node',
      comment:
        'src/search is the search engine the search modal and the search page run in the browser (and the build, the MCP server and the bench on Node): no Node built-in.',
      severity: 'error',
      from: {path: BROWSER_LIBRARY, pathNot: TEST_FILE},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: {pathNot: '^node_modules'},
      to: {couldNotResolve: true, pathNot: '^(@theme|@theme-original|@theme-init|@docusaurus|@generated|@site)/'},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(node_modules|build|\\.docusaurus|api-reference|\\.snippets)/|/__fixtures__/'},
    tsPreCompilationDeps: true,
    // Absolute, so that the layer test can cruise a fixture tree with these rules (tests/layers.test.ts).
    tsConfig: {fileName: path.join(__dirname, 'tsconfig.json')},
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
  },
};
