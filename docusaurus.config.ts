import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {announcementBar} from './config/announcement';
import {parseEnv} from './config/env';
import {redirects} from './config/redirects';
import {apiReferencePlugins} from './config/typedoc';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {additionalLanguages, darkCodeTheme, lightCodeTheme} from './config/prism';
import announcementResetPlugin from './src/plugins/announcement-reset';
import codeHighlightPlugin, {remarkCodeHighlight, remarkCodeQueries} from './src/plugins/code-highlight';
import e2eRoutesPlugin from './src/plugins/e2e-routes';
import offlineSearchPlugin from './src/plugins/offline-search';
import preactRuntimePlugin, {rehypeDeferHydration} from './src/plugins/preact-runtime';
import routeScriptsPlugin from './src/plugins/route-scripts';
import socialCardsPlugin, {DEFAULT_CARD} from './src/plugins/social-cards';
import remarkSnippetCut from './src/remark/snippetCut';

/** The tRPC release these docs describe; shown in the footer. */
const SITE_VERSION = '10.30.0';
const env = parseEnv(process.env);
/**
 * Markdown plugins of every content plugin: the compiler's answers to the code's
 * twoslash markers, the snippet cut, then highlighting of what remains; each
 * top-level block of a page then hydrates on its own.
 */
const markdownPlugins = {
  remarkPlugins: [[remarkCodeQueries, {siteDir: __dirname, additionalLanguages}], remarkSnippetCut, [remarkCodeHighlight, {additionalLanguages}]],
  rehypePlugins: [rehypeDeferHydration],
};

const docs = {
  sidebarPath: './sidebars.ts',
  ...markdownPlugins,
  lastVersion: 'current',
  versions: {
    current: {label: '10.x', path: '', banner: 'none', badge: true},
    '9.x': {label: '9.x', path: 'v9', banner: 'unmaintained', badge: true},
  },
} satisfies DocsOptions;

const blog = {
  ...markdownPlugins,
  blogTitle: 'Blog',
  blogDescription: 'Releases, design notes and deep dives from the people who build tRPC.',
  showReadingTime: true,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  feedOptions: {type: ['rss', 'atom'], title: 'tRPC Blog', copyright: `Copyright © ${new Date().getFullYear()} tRPC contributors`},
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
  organizationName: 'trpc',
  projectName: 'trpc',

  // Every content mistake fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},
  noIndex: false,
  titleDelimiter: '|',
  baseUrlIssueBanner: true,

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', direction: 'ltr'}}},

  future: {v4: true, faster: true},
  // v4 would namespace browser storage; the spec names the keys (`theme`, the
  // announcement keys, the preferred docs version), so they stay as they are.
  storage: {type: 'localStorage', namespace: false},

  clientModules: ['./src/clientModules/idlePrefetch.ts', './src/clientModules/tweets.ts', './src/clientModules/lazyLoadFailure.ts'],

  plugins: [
    ...apiReferencePlugins,
    // Links to the older URL scheme keep working (vercel.json has the same list as real 301s).
    ['@docusaurus/plugin-client-redirects', {redirects}],
    announcementResetPlugin(announcementBar.id),
    socialCardsPlugin,
    // Code is highlighted at build time: no Prism in the browser.
    codeHighlightPlugin({light: lightCodeTheme, dark: darkCodeTheme}),
    // Opt-in (TRPC_RUNTIME=preact): the production browser bundle on preact/compat.
    ...(env.runtime === 'preact' ? [preactRuntimePlugin] : []),
    // Each page's HTML lists its own chunks, so they download with the main bundle.
    routeScriptsPlugin,
    // Search works offline from our own index unless a hosted index is configured.
    ...(env.algolia ? [] : [offlineSearchPlugin]),
    // Pages that fail on purpose, for the end-to-end tests only.
    ...(env.e2e ? [e2eRoutesPlugin] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs,
        blog,
        pages: markdownPlugins,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null},
        // Analytics only when an id is configured: no script, no call otherwise.
        ...(env.gtagId && {gtag: {trackingID: env.gtagId, anonymizeIP: true}}),
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // Drawn at build time by the social-cards plugin, which gives docs pages and posts their own.
    image: DEFAULT_CARD,
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false},
    announcementBar,
    navbar,
    ...(env.algolia && {algolia: {...env.algolia, contextualSearch: true, searchPagePath: 'search'}}),
    footer: footer(SITE_VERSION),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // Code blocks take their background and plain colour from these; the
      // token colours come from the code-highlight plugin's stylesheet.
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
