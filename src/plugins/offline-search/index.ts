/**
 * Offline search: DocSearch's UI answered from a static index we build, so
 * search works on a fresh clone with no account and no network. Used when no
 * ALGOLIA_* variables are set (see docusaurus.config.ts); the classic theme's
 * Algolia search takes over when they are.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Module} from 'webpack';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {bodyFileName, headFileName, indexFileName, trimTrailingSlash} from '../../docs-model';
import {indexFiles} from './indexFiles';
import {encodeIndex, splitIndex} from '../../search/indexWire';
import {renderMarkdownPage} from './markdownPage';
import {extractRecords, type SearchRecord} from './records';
import {openRecordsCache, pageKey} from './recordsCache';
import {STARTING_POINTS_FILE, startingPointsOf} from './startingPoints';
import {tellSameTitlesApart} from '../../search/sameTitles';
import {htmlFileOfRoute} from '../../built-site/files';

export const PLUGIN_NAME = 'offline-search';
/** Where the index files are served from, under the site's baseUrl. */
export const INDEX_DIR = 'search-index';
export const SEARCH_PAGE_PATH = 'search';

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
}

/** The sidebar categories a doc sits in, from the top one (lvl0) down, as its breadcrumbs name them. */
function categoriesOf(id: string, items: SidebarItem[], above: string[] = []): string[] | undefined {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id === id) return above;
    const found = item.items && categoriesOf(id, item.items, item.label ? [...above, item.label] : above);
    if (found) return found;
  }
  return undefined;
}

/** Stylesheets loaded with the search modal, not with every page (see configureWebpack): DocSearch's and our hits'. */
export const isLazyCss = (resource: string | undefined): boolean =>
  resource !== undefined &&
  /(@docsearch[\\/]css[\\/]dist[\\/]modal|offline-search[\\/]theme[\\/]SearchBar[\\/]hits)\.css$/.test(resource);

/** The file a built route lives in: x.html (trailingSlash: false) or x/index.html. */
export function htmlFileOf(outDir: string, route: string, baseUrl: string): string {
  return htmlFileOfRoute(outDir, route.slice(baseUrl.length - 1));
}

/** A 9.x page's title record names its 10.x twin, which search offers beside a 9.x hit. */
export function withTwins(
  records: SearchRecord[],
  baseUrl: string,
  twins: Readonly<Record<string, string>>,
): SearchRecord[] {
  return records.map((r) => {
    const twin = r.type === 'lvl1' ? twins[r.url_without_anchor.slice(baseUrl.length - 1)] : undefined;
    return twin ? {...r, twin: `${baseUrl.slice(0, -1)}${twin}`} : r;
  });
}

async function writeIndex(
  dir: string,
  records: SearchRecord[],
  baseUrl: string,
  twins: Readonly<Record<string, string>>,
): Promise<void> {
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  for (const [version, versionRecords] of indexFiles(withTwins(tellSameTitlesApart(records), baseUrl, twins))) {
    const pages = encodeIndex(versionRecords);
    // The whole index for agents and the MCP server; the browser's two parts (src/search/indexWire.ts splitIndex).
    const {head, body} = splitIndex(pages);
    await fs.writeFile(path.join(dir, indexFileName(version)), JSON.stringify(pages));
    await fs.writeFile(path.join(dir, headFileName(version)), JSON.stringify(head));
    await fs.writeFile(path.join(dir, bodyFileName(version)), JSON.stringify(body));
  }
}

export interface OfflineSearchOptions {
  /** Each 9.x page path with its 10.x twin's (config/redirects.ts): a 9.x hit offers its twin. */
  versionTwins?: Readonly<Record<string, string>>;
}

/** The plugin with its options, as the config lists it (a plugin is a function of the site's context). */
export const offlineSearchWith = (options: OfflineSearchOptions) =>
  function offlineSearchPlugin(context: LoadContext): Plugin {
    return offlineSearch(context, options);
  };

export default function offlineSearch(context: LoadContext, {versionTwins = {}}: OfflineSearchOptions = {}): Plugin {
  const {siteDir, baseUrl} = context;
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    // Docusaurus merges the CSS of every chunk into the one stylesheet each
    // page loads; the search modal's styles stay with the modal's lazy chunk.
    configureWebpack: () => ({
      optimization: {
        // `nameForCondition`: an extracted CSS module has no `resource` of its own.
        splitChunks: {
          cacheGroups: {styles: {test: (module: Module) => !isLazyCss(module.nameForCondition() ?? undefined)}},
        },
      },
    }),

    async contentLoaded({actions}) {
      actions.addRoute({path: `${baseUrl}${SEARCH_PAGE_PATH}`, component: '@theme/SearchPage', exact: true});
    },

    async allContentLoaded({allContent, actions}) {
      // Every docs instance: the guides (`default`) and the API reference (`api`).
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      // The empty modal's starting points: pages of the guides, each version's own (./startingPoints.ts).
      const startingPoints = startingPointsOf(
        docsInstances.default?.loadedVersions ?? [],
        (id, version) => categoriesOf(id, Object.values(version.sidebars).flat()) ?? [],
      );
      // A data file the modal's lazy code imports: as global data, every page carried it (0.2 KB).
      await actions.createData(STARTING_POINTS_FILE, JSON.stringify(startingPoints));
      // Production builds index the rendered HTML in postBuild; this is for `npm start`.
      if (process.env.NODE_ENV === 'production') return;
      const records: SearchRecord[] = [];
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const pages: Array<{
        url: string;
        source: string;
        title: string;
        description: string;
        tag: string;
        section: string;
        trail: string[];
      }> = [];
      for (const [pluginId, docs] of Object.entries(docsInstances)) {
        for (const version of docs.loadedVersions) {
          const sidebarItems = Object.values(version.sidebars).flat();
          for (const doc of version.docs) {
            const [section = 'Documentation', ...trail] = categoriesOf(doc.id, sidebarItems) ?? [];
            pages.push({
              url: doc.permalink,
              source: doc.source,
              title: doc.title,
              description: doc.description,
              tag: `docs-${pluginId}-${version.versionName}`,
              section,
              trail,
            });
          }
        }
      }
      for (const {metadata} of blog?.blogPosts ?? []) {
        pages.push({
          url: metadata.permalink,
          source: metadata.source,
          title: metadata.title,
          description: metadata.description,
          tag: 'default',
          section: 'Blog',
          trail: [],
        });
      }
      const cache = await openRecordsCache(path.join(siteDir, 'node_modules/.cache/offline-search/records.json'));
      for (const page of pages) {
        const file = path.join(siteDir, page.source.replace(/^@site\//, ''));
        const source = await fs.readFile(file, 'utf8').catch(() => '');
        records.push(
          ...cache.records(pageKey({...page, source}), () =>
            extractRecords(renderMarkdownPage({...page, source}), page.url),
          ),
        );
      }
      await cache.save();
      await writeIndex(path.join(siteDir, 'static', INDEX_DIR), records, baseUrl, versionTwins);
    },

    async postBuild({outDir, routesPaths}) {
      const records: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        // Not pages to find: the not-found page, search itself, and test-only
        // routes, except those made to test search (src/plugins/e2e-routes).
        if (
          /\/(404\.html|search)$/.test(route) ||
          (route.startsWith(`${baseUrl}__e2e/`) && !route.startsWith(`${baseUrl}__e2e/search/`))
        )
          continue;
        const html = await fs.readFile(htmlFileOf(outDir, route, baseUrl), 'utf8').catch(() => null);
        // Category index pages live at `/x/`; link them as `/x`, like every other page.
        if (html) records.push(...extractRecords(html, trimTrailingSlash(route)));
      }
      await writeIndex(path.join(outDir, INDEX_DIR), records, baseUrl, versionTwins);
    },
  };
}
