// @ts-check
/**
 * The style the tools hold (`npm run lint`, zero warnings): ESLint's and
 * typescript-eslint's recommended rules over every TypeScript and JavaScript
 * file of the repository, React's hook rules and jsx-a11y's recommended rules
 * over the components. Formatting is Prettier's (`npm run format:check`), not
 * ESLint's.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated output, caches and reports: nothing here is written by hand.
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'node_modules/',
      'api-reference/',
      // What `npm pack` in packages/docs-mcp generates: the docs data and the bundled server.
      'packages/*/data/',
      'packages/*/dist/',
      'test-results/',
      'test-reports/',
      'playwright-report/',
      'static/search-index/',
      'bench/**/*.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,jsx}'],
    languageOptions: {
      // Config, plugins, scripts and tests run in Node; components and client modules in the browser.
      globals: {...globals.node, ...globals.browser},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  {
    files: ['**/*.{tsx,jsx}', 'src/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // CommonJS files (tool configs such as .dependency-cruiser.cjs) load their modules with require().
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The offline-reading service worker runs in a worker scope of its own.
    files: ['src/plugins/offline-reading/sw/**/*.js'],
    languageOptions: {globals: {...globals.serviceworker}},
  },
);
