import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {announcementBar} from './config/announcement';
import {cspReportUri, parseEnv} from './config/env';
import {thirdPartiesOf} from './config/host';
import {redirects, v10PrefixRedirects, VERSION_TWINS} from './config/redirects';
import {apiReferenceDocs, typedocOptions} from './config/typedoc';
import {footer} from './config/footer';
import {contentSignal} from './config/agents';
import {apiReferenceIndex, llmsIndexes} from './config/llms';
import {navbar} from './config/navbar';
import {additionalLanguages, darkCodeTheme, lightCodeTheme, plainColours} from './config/prism';
import announcementResetPlugin from './src/plugins/announcement-reset';
import bootRecoveryPlugin from './src/plugins/boot-recovery';
import apiPagesPlugin from './src/plugins/api-pages';
import remarkApiGuideLink from './src/plugins/api-pages/remark';
import remarkDeprecatedNames from './src/plugins/api-pages/deprecatedNames';
import codeHighlightPlugin, {
  remarkCodeHighlight,
  remarkCodeQueries,
  remarkCodeSamples,
} from './src/plugins/code-highlight';
import {withServerSideOptions} from './src/server-side-options';
import privacyPagePlugin from './src/plugins/privacy-page';
import typedocCachePlugin from './src/plugins/typedoc-cache';
import e2eRoutesPlugin from './src/plugins/e2e-routes';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import {remarkMigrationDiffs, remarkMigrationGuide} from './src/plugins/migration-guide';
import notFoundPlugin from './src/plugins/not-found';
import offlineReading from './src/plugins/offline-reading';
import {offlineSearchWith} from './src/plugins/offline-search';
import docsearchNoEvalPlugin from './src/plugins/docsearch-no-eval';
import retireServiceWorkerPlugin from './src/plugins/retire-service-worker';
import pageTrustPlugin, {checkedAgainstFrontMatter} from './src/plugins/page-trust';
import slimUtilsCommonPlugin from './src/plugins/slim-utils-common';
import leanRuntimePlugin from './src/plugins/lean-runtime';
import leanRouteTablePlugin from './src/plugins/lean-route-table';
import intentPrefetchPlugin from './src/plugins/intent-prefetch';
import socialCardsPlugin, {DEFAULT_CARD} from './src/plugins/social-cards';
import remarkInstallTabs from './src/remark/installTabs';
import remarkLegacyLinks, {currentHref} from './src/remark/legacyLinks';
import remarkSnippetCut from './src/remark/snippetCut';
import {API_REFERENCE, CURRENT_VERSION, DOCS_VERSIONS} from './src/docs-model';
import rehypeTableScroll from './src/rehype/tableScroll';

const env = parseEnv(process.env);
/** The optional features that bring a third party in (the CSP and /privacy follow them). */
const features = {search: env.algolia !== null, analytics: env.gtagId !== null, tweets: env.tweetEmbeds};
/**
 * Links to older URLs of the site get the current one. Its options are bound
 * here, not listed with the plugin: Docusaurus sends plugin options to the
 * browser with the site config, and the legacy list is of no use there.
 */
const remarkCurrentLinks = () => remarkLegacyLinks({siteUrl: env.siteUrl, redirects});
/** The same for the type annotations: their options hold this checkout's path. */
const remarkTypeAnnotations = () => remarkCodeQueries({siteDir: __dirname, additionalLanguages});
/** The same for each checked block's setup disclosure and playground link. */
const remarkSamples = () => remarkCodeSamples({siteDir: __dirname, additionalLanguages});
/** The migration guide's cheat sheet and each 10.x page's "Coming from 9.x?" panel, from one mapping. */
const remarkMigration = () => remarkMigrationGuide({siteDir: __dirname, form: 'page'});
const remarkMigrationTwin = () => remarkMigrationGuide({siteDir: __dirname, form: 'twin'});
/**
 * Markdown plugins of every content plugin: install commands (```bash npm2yarn) become
 * synced tabs, one per package manager, first, so their blocks are highlighted like any other; each checked block's setup and
 * playground link, the compiler's answers to the code's twoslash markers, the snippet cut, then highlighting of what remains;
 * links to older URLs of the site get the current one; tables scroll in a
 * container the keyboard reaches when they cannot fit the column.
 */
const markdownPlugins = {
  remarkPlugins: [
    remarkInstallTabs,
    remarkSamples,
    remarkTypeAnnotations,
    remarkSnippetCut,
    [remarkCodeHighlight, {additionalLanguages}],
    remarkMigrationDiffs,
    remarkCurrentLinks,
  ],
  rehypePlugins: [rehypeTableScroll],
};

/** The API reference's own remark plugins: each page's link to its guide, "(deprecated)" after a struck name (its Markdown twin gets the same). */
const apiReferenceRemarkPlugins = [remarkApiGuideLink, remarkDeprecatedNames];

/**
 * "Edit this page" (doc pages and posts): the page's source file, by its path in this
 * repository, under the edit URL that package.json's `repository` or EDIT_URL_BASE gives
 * (config/env.ts); none names one today, so no page has the link. "Last edited" is the
 * file's last commit, read from git in one pass (`future.experimental_vcs` below).
 */
const {editUrlBase} = env;
const pageSource = {
  showLastUpdateTime: true,
  ...(editUrlBase && {
    editUrl: ({versionDocsDirPath, blogDirPath, docPath, blogPath}: Record<string, string | undefined>) =>
      `${editUrlBase}${versionDocsDirPath ?? blogDirPath}/${docPath ?? blogPath}`,
  }),
};

/** The guides, every version of the docs model (src/docs-model) with its badge. */
const docs = {
  path: CURRENT_VERSION.contentDir,
  sidebarPath: CURRENT_VERSION.sidebar,
  ...markdownPlugins,
  remarkPlugins: [remarkMigration, ...markdownPlugins.remarkPlugins],
  ...pageSource,
  lastVersion: CURRENT_VERSION.name,
  versions: Object.fromEntries(
    DOCS_VERSIONS.map(({name, label, path, banner}) => [name, {label, path, banner, badge: true}]),
  ),
} satisfies DocsOptions;

const blog = {
  ...markdownPlugins,
  ...pageSource,
  blogTitle: 'Blog',
  blogDescription: 'Releases, design notes and deep dives from the people who build tRPC.',
  showReadingTime: true,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'tRPC Blog',
    copyright: `Copyright © ${new Date().getFullYear()} tRPC contributors`,
  },
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies BlogOptions;

export default {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  // One form of every URL, without a trailing slash: canonical links, the
  // sitemap, feeds and internal links agree with the host (vercel.json), and
  // pages are written as docs/x.html.
  trailingSlash: false,
  organizationName: 'trpc',
  projectName: 'trpc',

  // Every content mistake fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // Each doc page's audit record (docs-audit/pages.json) in its front matter; none fails the build.
    parseFrontMatter: checkedAgainstFrontMatter(__dirname),
  },
  noIndex: false,
  titleDelimiter: '|',
  baseUrlIssueBanner: true,

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', direction: 'ltr'}}},

  // experimental_vcs: "Last updated" dates come from one `git log` over the repository
  // (Docusaurus 3.10's eager git reader), not one `git log` per page; the same in `npm start`.
  // Docusaurus Faster, all of it; the bundler's persistent cache as BUILD_CACHE says (config/env.ts):
  // at 5× today's docs a cold build that kept it peaked at 2.82-3.14 GB of RSS, against 2.29-2.48 GB
  // without, in about the same time (handbook/performance.md, "Costs as the docs grow").
  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: env.persistentCache,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
    experimental_vcs: 'git-eager',
  },
  // v4 would namespace browser storage; the spec names the keys (`theme`, the
  // announcement keys, the preferred docs version), so they stay as they are.
  storage: {type: 'localStorage', namespace: false},

  clientModules: [
    // First: the address is made clean before the router reads it.
    './src/clientModules/cleanPath.ts',
    // Focus around the phone drawer, the navbar's dropdowns and the announcement bar (issue 35).
    './src/clientModules/phoneDrawer.ts',
    './src/clientModules/closingFocus.ts',
    ...(env.tweetEmbeds ? ['./src/clientModules/tweets.ts'] : []),
    // Analytics only when an id is configured: no script, no call otherwise.
    ...(env.gtagId ? ['./src/clientModules/analytics.ts'] : []),
  ],
  // The analytics id is read from the page, so no inline script depends on it.
  headTags: env.gtagId ? [{tagName: 'meta', attributes: {name: 'gtag-id', content: env.gtagId}}] : [],

  plugins: [
    // The API reference: typedoc per package, run only when its inputs changed.
    ...API_REFERENCE.packages.map((pkg) => withServerSideOptions(typedocCachePlugin, () => typedocOptions(pkg))),
    // The content: docs (both versions), the API reference, the blog and the pages. Their
    // options (remark plugins, paths) are of no use in the browser, so they stay on the server.
    withServerSideOptions('@docusaurus/plugin-content-docs', () => docs),
    // Each reference page links the guide that teaches its symbol (src/plugins/api-pages).
    apiPagesPlugin,
    withServerSideOptions('@docusaurus/plugin-content-docs', () => ({
      ...apiReferenceDocs,
      ...markdownPlugins,
      beforeDefaultRemarkPlugins: apiReferenceRemarkPlugins,
    })),
    withServerSideOptions('@docusaurus/plugin-content-blog', () => blog),
    withServerSideOptions('@docusaurus/plugin-content-pages', () => markdownPlugins),
    // Older URLs keep working on any host (vercel.json has the same list as 308s).
    withServerSideOptions('@docusaurus/plugin-client-redirects', () => ({
      redirects,
      createRedirects: v10PrefixRedirects,
    })),
    // Retries the main bundle once if it fails to load, then says so.
    bootRecoveryPlugin,
    // What the site loads from other servers: the table the CSP is written from, and the CSP report
    // collector when CSP_REPORT_URI is set (npm run host-config reads the same variable).
    // The build manifest it writes gives npm run host-config the features the build was made with.
    privacyPagePlugin({features, thirdParties: thirdPartiesOf(features, cspReportUri(process.env))}),
    announcementResetPlugin(announcementBar.id),
    socialCardsPlugin,
    // Code is highlighted at build time: no Prism in the browser.
    codeHighlightPlugin({light: lightCodeTheme, dark: darkCodeTheme}),
    // Docusaurus's small shared helpers without the whole of tslib in every page (measured: handbook/performance.md).
    slimUtilsCommonPlugin,
    // Lazy chunks named by id: the bundler's runtime in every page carries one file-name map, not two.
    leanRuntimePlugin,
    // The route table in every page, smaller: short chunk names, no module paths, each path named once.
    leanRouteTablePlugin,
    // Links fetch the next page's code when the reader points at, touches or focuses them, not when they scroll into view.
    intentPrefetchPlugin,
    // Search works offline from our own index unless a hosted index is configured.
    ...(env.algolia ? [] : [offlineSearchWith({versionTwins: VERSION_TWINS})]),
    // The search modal without zod's eval probe, which the CSP blocks and reports at every opening.
    docsearchNoEvalPlugin,
    // Every doc page and post as Markdown at its URL + `.md`, llms.txt per version, the "Copy page" menu.
    markdownTwinsPlugin({
      versions: llmsIndexes,
      apiReference: apiReferenceIndex,
      currentHref: (href) => currentHref(href, {siteUrl: env.siteUrl, redirects}),
      apiReferenceRemarkPlugins,
      docsRemarkPlugins: [remarkMigrationTwin],
      contentSignal,
    }),
    // Installable, and readable offline for readers who install it or opt in (no worker otherwise);
    // the Copy page menu's "Read offline" switch. After markdown-twins: its switch replaces the empty one.
    ...offlineReading(),
    // Stays when offline reading is removed: a build without it ships a /sw.js that unregisters the old worker.
    retireServiceWorkerPlugin,
    // The not-found page: a title, a search form, and the pages closest to the path asked for.
    notFoundPlugin,
    // Under each doc: what it was checked against, and a link to report a problem with it.
    pageTrustPlugin,
    // Pages that fail on purpose, for the end-to-end tests only.
    ...(env.e2e ? [e2eRoutesPlugin] : []),
  ],

  presets: [
    [
      'classic',
      {
        // The content plugins are listed above with their options kept on the server.
        docs: false,
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // Drawn at build time by the social-cards plugin, which gives docs pages and posts their own.
    image: DEFAULT_CARD,
    // Embedded posts ask Twitter not to use the visit for personalisation.
    metadata: env.tweetEmbeds ? [{name: 'twitter:dnt', content: 'on'}] : [],
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false},
    announcementBar,
    navbar,
    ...(env.algolia && {algolia: {...env.algolia, contextualSearch: true, searchPagePath: 'search'}}),
    // The tRPC release these docs describe.
    footer: footer(CURRENT_VERSION.trpc.version),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // Code blocks take their background and plain colour from these; the
      // token colours come from the code-highlight plugin's stylesheet, so
      // the themes' token styles need not travel in every page's bundle.
      theme: plainColours(lightCodeTheme),
      darkTheme: plainColours(darkCodeTheme),
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
