/**
 * The API reference: one docusaurus-plugin-typedoc instance per @trpc package,
 * generated from the sources the 10.30.0 tarballs ship into docs/typedoc/
 * (ignored by git), so it cannot drift. src/plugins/typedoc-cache runs each
 * instance only when the packages or these options changed since the last
 * generation: a second `npm start` does not pay for it again.
 *
 * The pages are a docs instance of their own (`apiReferenceDocs`, id `api`):
 * its sidebar and the list of its 118 pages load on reference pages only, not
 * with every guide (about 5 KB gzipped of every 10.x doc page).
 */
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import typedocCachePlugin from '../src/plugins/typedoc-cache';
import {typedocPagesPlugin} from '../src/plugins/api-pages/typedocPage';

export const TRPC_VERSION = '10.30.0';
export const API_PACKAGES = ['server', 'client', 'react-query', 'next'] as const;
export type ApiPackage = (typeof API_PACKAGES)[number];
/** Outside docs/: the guides' docs instance compiles every Markdown file under its folder. */
export const API_OUT_DIR = 'api-reference';

/** What each package's overview page says it holds. */
const OVERVIEW: Record<ApiPackage, string> = {
  server: 'initTRPC, routers and procedures, TRPCError, data transformers and the inference helpers',
  client: 'the proxy client, the links, the WebSocket client and TRPCClientError',
  'react-query': 'createTRPCReact, getQueryKey and the types of the React Query integration',
  next: 'createTRPCNext, withTRPC and the types of the Next.js integration',
};

export const API_PLUGIN_ID = 'api';
export const API_ROUTE = 'docs/typedoc';

/** docusaurus-plugin-typedoc's options for one package. */
const typedocOptions = (pkg: ApiPackage) => ({
    id: `typedoc-${pkg}`,
    name: `@trpc/${pkg}`,
    entryPoints: [`node_modules/@trpc/${pkg}/src/index.ts`],
    tsconfig: 'typedoc/tsconfig.json',
    out: `${API_OUT_DIR}/${pkg}`,
    readme: 'none',
    entryFileName: 'index.md',
    plugin: ['typedoc-plugin-frontmatter', typedocPagesPlugin(TRPC_VERSION)],
    // Each symbol's signature as one code block, its parameters' types written out
    // (src/plugins/api-pages/typedocPage.ts gives the page its order and clean title).
    useCodeBlocks: true,
    expandParameters: true,
    strikeDeprecatedPageTitles: false,
    indexFrontmatter: {
      title: `@trpc/${pkg}`,
      sidebar_label: 'Overview',
      description: `Every public export of @trpc/${pkg} ${TRPC_VERSION}, by kind: ${OVERVIEW[pkg]}.`,
    },
    excludePrivate: true,
    excludeProtected: true,
    excludeInternal: true,
    // The packages are type-checked where they are built; here we only read them.
    skipErrorChecking: true,
    // Sources are in node_modules, not a git checkout: link to the release tag.
    // `{path}` is relative to the package's src/.
    disableGit: true,
    basePath: 'node_modules/@trpc',
    sourceLinkTemplate: `https://github.com/trpc/trpc/blob/v${TRPC_VERSION}/packages/${pkg}/src/{path}#L{line}`,
    sidebar: {pretty: true},
    // Sidebar ids relative to the API reference's own docs instance.
    docsPath: path.resolve(__dirname, '..', API_OUT_DIR),
});

/**
 * The options go to the plugin as a function: Docusaurus sends the site
 * config's plugin options to the browser, and these are of no use there.
 */
export const apiReferencePlugins: PluginConfig[] = API_PACKAGES.map((pkg) => [
  typedocCachePlugin,
  {id: `typedoc-${pkg}`, typedoc: () => typedocOptions(pkg)},
]);

/** The docs instance that serves the generated pages under /docs/typedoc. */
export const apiReferenceDocs = {
  id: API_PLUGIN_ID,
  path: API_OUT_DIR,
  routeBasePath: API_ROUTE,
  sidebarPath: './sidebarsApi.ts',
  // Its one version is the current docs' (the Copy page menu and the page title name it).
  versions: {current: {label: '10.x'}},
} satisfies DocsOptions;
