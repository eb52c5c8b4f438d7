/**
 * The API reference: one docusaurus-plugin-typedoc instance per @trpc package,
 * generated from the sources that the tarballs of the version it documents
 * ship (src/docs-model) into api-reference/ (ignored by git), so it cannot
 * drift. The config wires one src/plugins/typedoc-cache per package with
 * `typedocOptions`; it runs each instance only when the packages or these
 * options changed since the last generation: a second `npm start` does not
 * pay for it again.
 *
 * The pages are a docs instance of their own (`apiReferenceDocs`, id `api`):
 * its sidebar and the list of its 118 pages load on reference pages only, not
 * with every guide (about 5 KB gzipped of every 10.x doc page).
 */
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {API_REFERENCE, type ApiPackage} from '../src/docs-model';
import {typedocPagesPlugin} from '../src/plugins/api-pages/typedocPage';

const TRPC_VERSION = API_REFERENCE.belongsTo.trpc.version;
export const API_PACKAGES = API_REFERENCE.packages;
/** Outside docs/: the guides' docs instance compiles every Markdown file under its folder. */
export const API_OUT_DIR = API_REFERENCE.contentDir;

/** What each package's overview page says it holds. */
const OVERVIEW: Record<ApiPackage, string> = {
  server: 'initTRPC, routers and procedures, TRPCError, data transformers and the inference helpers',
  client: 'the proxy client, the links, the WebSocket client and TRPCClientError',
  'react-query': 'createTRPCReact, getQueryKey and the types of the React Query integration',
  next: 'createTRPCNext, withTRPC and the types of the Next.js integration',
};

/** docusaurus-plugin-typedoc's options for one package. */
export const typedocOptions = (pkg: ApiPackage) => ({
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

/** The docs instance that serves the generated pages under /docs/typedoc. */
export const apiReferenceDocs = {
  id: API_REFERENCE.id,
  path: API_OUT_DIR,
  routeBasePath: API_REFERENCE.routeBasePath,
  sidebarPath: API_REFERENCE.sidebar,
  // Its one version is labelled as the version it belongs to (the Copy page menu and the page title name it).
  versions: {[API_REFERENCE.versionName]: {label: API_REFERENCE.belongsTo.label}},
} satisfies DocsOptions;
