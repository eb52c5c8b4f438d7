/**
 * Markdown twins: every doc page (each version, the API reference included)
 * and every blog post also exists as clean Markdown at its URL plus `.md`,
 * with an llms.txt index and an llms-full.txt per docs version. Built after
 * the site from the same MDX the pages render (toMarkdown.ts), in the order
 * of the sidebars Docusaurus loaded (llms.ts); each opens with a line naming
 * its version's llms.txt. Each sidebar section also comes in full in files
 * under 50 KB (llms-<section>.txt), a category page without a doc gets a twin
 * that lists its pages, the home page gets one (/index.md) that names every
 * version's llms.txt, and robots.txt states the content signals. Each llms.txt
 * links the other versions' and gives every llms file's size (KB, and tokens
 * as bytes / 4). After the build, each page's HTML gets its twin's
 * <link rel="alternate"> written into its head (no page script carries it).
 * The theme/ folder adds the "Copy page" menu and, under each doc and post,
 * a line naming its twin and llms.txt (theme/TwinPointer).
 *
 * Why not a plugin from npm: see handbook/agents.md ("Markdown twins and llms.txt").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {API_REFERENCE, docsVersion, normaliseSiteUrl, routePrefix} from '../../docs-model';
import {writeAlternateLinks} from './alternateLinks';
import {
  byteLength,
  categoryTwin,
  contextFit,
  homeTwin,
  LLMS_FILE_BUDGET,
  llmsFullTxt,
  llmsTxt,
  sectionFiles,
  sidebarGroups,
  sizeLabel,
  unlisted,
  versionsNote,
  type Group,
  type SidebarItem,
  type TwinPage,
  type VersionLink,
} from './llms';
import {robotsTxt, type ContentSignal} from './robots';
import {toMarkdown, type TwinRemarkPlugin} from './toMarkdown';
import {twinPath} from './twinPath';

export const PLUGIN_NAME = 'markdown-twins';
/** The id prefix the API reference's pages get when they join their version's (src/docs-model). */
const API_PREFIX = API_REFERENCE.idPrefix;

export interface VersionIndex {
  /** The index's title, such as "tRPC 10.x". */
  title: string;
  /** One paragraph saying what the library and these docs are. */
  summary: string;
}

export interface Options {
  /** Per docs version name (`current`, `9.x`): the index's title and summary. */
  versions: Record<string, VersionIndex>;
  /** The API reference's own index. */
  apiReference: VersionIndex;
  /** Links to older URLs of the site get their current one, as on the pages. */
  currentHref?: (href: string) => string | null;
  /** The remark plugins the API reference's pages run before the default ones, so that their twins say the same. */
  apiReferenceRemarkPlugins?: readonly TwinRemarkPlugin[];
  /** The remark plugins of the guides' pages (both versions) whose additions the twins show too. */
  docsRemarkPlugins?: readonly TwinRemarkPlugin[];
  /** How the content may be used, stated in robots.txt (config/agents.ts). */
  contentSignal: ContentSignal;
}

/** A docs version as Docusaurus loaded it, its sidebars read as the llms indexes read them. */
export type TwinVersion = Pick<LoadedVersion, 'versionName' | 'label' | 'path' | 'isLast'> & {
  docs: Pick<LoadedVersion['docs'][number], 'id' | 'source' | 'permalink' | 'title' | 'description'>[];
  sidebars: Record<string, SidebarItem[]>;
};
type LoadedBlogPost = BlogContent['blogPosts'][number];

interface Source {
  id: string;
  source: string;
  permalink: string;
  title: string;
  description: string;
}

/** Everything written: file path under the build (starting with `/`) → text. */
export type Files = Map<string, string>;

/**
 * What the docs server (packages/docs-mcp) reads from a build, written as
 * `/llms.json`: each version's sections and pages with their twins, and its
 * search index. Paths are from the site's root.
 */
export interface DocsManifest {
  site: string;
  versions: Array<{
    /** The version's label (`10.x`), what a reader and an agent call it. */
    name: string;
    title: string;
    summary: string;
    llms: string;
    /** The offline search index's file for this version, if the build has one. */
    searchIndex: string;
    sections: Array<{
      title: string;
      files: string[];
      pages: Array<{title: string; description: string; path: string; markdown: string}>;
    }>;
  }>;
}

export default function markdownTwinsPlugin(options: Options) {
  return (context: LoadContext): Plugin => createPlugin(context, options);
}

function createPlugin(context: LoadContext, options: Options): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = normaliseSiteUrl(siteConfig.url);
  let versions: TwinVersion[] = [];
  let posts: LoadedBlogPost[] = [];

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent | undefined
      >;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      versions = withApiReference(
        instances[API_REFERENCE.joinsInstance]?.loadedVersions ?? [],
        instances[API_REFERENCE.id]?.loadedVersions[0],
      );
      posts = blog?.blogPosts ?? [];
    },

    async postBuild({outDir}) {
      const {files, twinned} = await buildFiles();
      for (const [file, text] of files) {
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, text);
      }
      writeAlternateLinks(outDir, twinned);
    },
  };

  async function buildFiles(): Promise<{files: Files; twinned: string[]}> {
    const files: Files = new Map();
    /** The permalink of every page that has a twin. */
    const twinned: string[] = [];
    const manifest: DocsManifest = {site: siteUrl, versions: []};
    const llmsFiles: string[] = [];
    const latest = versions.find((v) => v.isLast);
    const latestIndex = latest && options.versions[latest.versionName];
    /** The twin's first line: where its version's index is. */
    const pointer = (title: string, llmsPath: string) =>
      `> ${title} docs for agents: every page as Markdown, by section, at ${siteUrl}${llmsPath}\n\n`;
    const baseOf = (version: TwinVersion) => (version.isLast ? '' : routePrefix(version.path));
    // Every version's index, newest first, for each index to name the others.
    const versionLinks = new Map<string, VersionLink>();
    for (const version of versions) {
      const config = options.versions[version.versionName];
      if (config)
        versionLinks.set(version.versionName, {
          title: config.title,
          url: `${siteUrl}${baseOf(version)}/llms.txt`,
          trpcVersion: docsVersion(version.versionName)?.trpc.version ?? version.label,
        });
    }
    // A Markdown link to another source file goes where Docusaurus sends it: that file's page.
    const permalinkOf = new Map<string, string>();
    for (const version of versions) {
      for (const doc of version.docs)
        permalinkOf.set(path.join(siteDir, doc.source.replace(/^@site\//, '')), doc.permalink);
    }
    for (const {metadata} of posts)
      permalinkOf.set(path.join(siteDir, metadata.source.replace(/^@site\//, '')), metadata.permalink);

    const twin = async (page: Source, head: string): Promise<TwinPage> => {
      const file = path.join(siteDir, page.source.replace(/^@site\//, ''));
      const source = await fs.readFile(file, 'utf8');
      const markdown =
        head +
        toMarkdown(source, {
          title: page.title,
          description: page.description,
          url: `${siteUrl}${page.permalink}`,
          siteUrl,
          resolveFileLink: (href) => permalinkOf.get(path.resolve(path.dirname(file), decodeURI(href))),
          currentHref: options.currentHref,
          remarkPlugins: page.id.startsWith(API_PREFIX)
            ? options.apiReferenceRemarkPlugins
            : page.source.startsWith('@site/blog/')
              ? undefined
              : options.docsRemarkPlugins,
          sourcePath: file,
        });
      const twinUrl = twinPath(page.permalink);
      files.set(twinUrl, markdown);
      twinned.push(page.permalink);
      return {
        id: page.id,
        title: page.title,
        description: page.description,
        markdownUrl: `${siteUrl}${twinUrl}`,
        markdown,
      };
    };

    /** The API reference's own index, once a version has it. */
    let apiIndexPath: string | undefined;
    const postPages: TwinPage[] = [];
    const postHead = latestIndex ? pointer(latestIndex.title, '/llms.txt') : '';
    for (const {metadata} of posts) postPages.push(await twin({...metadata, id: metadata.permalink}, postHead));

    for (const version of versions) {
      const config = options.versions[version.versionName];
      const base = baseOf(version);
      const head = config ? pointer(config.title, `${base}/llms.txt`) : '';
      const pages = new Map<string, TwinPage>();
      for (const doc of version.docs) pages.set(doc.id, await twin(doc, head));
      if (!config) continue;
      const sidebar = Object.values(version.sidebars).flat();
      // A category whose page Docusaurus generates (a list of cards) gets a twin that lists the same pages.
      for (const category of categoryTwins(sidebar)) {
        const page = categoryTwin(category, pages, siteUrl, head);
        if (!page) continue;
        pages.set(page.id, page);
        files.set(twinPath(category.link!.permalink!), page.markdown);
        twinned.push(category.link!.permalink!);
      }
      const isApi = (page: TwinPage) => page.id.startsWith(API_PREFIX);
      // The main index names each API package's overview; its own index lists every symbol.
      const mainPages = new Map([...pages].filter(([id, page]) => !isApi(page) || /^typedoc\/[^/]+\/index$/.test(id)));
      const groups = sidebarGroups(sidebar, mainPages, 'Docs');
      const rest = unlisted(groups, [...mainPages.values()]);
      const allGroups: Group[] = rest.length > 0 ? [...groups, {title: 'Other pages', pages: rest}] : groups;
      const apiPages = [...pages.values()].filter(isApi);
      const apiIndex = apiPages.length > 0 ? `${routePrefix(version.path)}/${API_PREFIX}llms.txt` : undefined;
      apiIndexPath ??= apiIndex;
      const fullUrl = `${siteUrl}${base}/llms-full.txt`;
      const self = versionLinks.get(version.versionName)!;
      const notes = [
        versionsNote(
          self,
          [...versionLinks.values()].filter((v) => v !== self),
        ),
        `Every page below is Markdown: each link is the page's URL plus \`.md\`.` +
          (apiIndex ? ` The API reference has its own index: ${siteUrl}${apiIndex}.` : ''),
      ];
      const blogSection =
        version.isLast && postPages.length > 0
          ? [
              {
                title: 'Blog',
                items: postPages.map((p) => ({title: p.title, url: p.markdownUrl, description: p.description})),
              },
            ]
          : [];
      const apiSection = apiIndex
        ? [
            {
              title: 'API reference index',
              items: [
                {
                  title: options.apiReference.title,
                  url: `${siteUrl}${apiIndex}`,
                  description: options.apiReference.summary,
                },
              ],
            },
          ]
        : [];
      // Each section in full, in files an agent can read whole.
      const sectionGroups: Group[] = [
        ...allGroups.map((g) => ({...g, pages: g.pages.filter((p) => !isApi(p))})),
        ...(version.isLast && postPages.length > 0 ? [{title: 'Blog', pages: postPages}] : []),
      ].filter((g) => g.pages.length > 0);
      const sections = sectionGroups.map((group) => ({
        group,
        files: sectionFiles(config.title, config.summary, group).map((file) => ({
          ...file,
          path: `${base}/${file.name}`,
        })),
      }));
      for (const {files: parts} of sections) for (const part of parts) files.set(part.path, part.text);
      const fullPages = allGroups.flatMap((g) => g.pages).filter((p) => !isApi(p));
      const fullText = llmsFullTxt(
        config.title,
        config.summary,
        version.isLast ? [...fullPages, ...postPages] : fullPages,
      );
      const fullBytes = byteLength(fullText);
      // Sizes measured here, as written: an agent decides from them what to fetch (issue 48: llms-full.txt outgrew a 200k context).
      notes.push(
        `Each section below in full, in files of at most ${LLMS_FILE_BUDGET / 1024} KB, each of which fits one context window. ` +
          `All of them in one file: [llms-full.txt](${fullUrl}), ${sizeLabel(fullBytes)}, ${contextFit(fullBytes)}. ` +
          'Tokens are estimated as bytes / 4; tokenizers differ.\n\n' +
          sections
            .flatMap(({group, files: parts}) =>
              parts.map(
                (part, i) =>
                  `- [${group.title}${parts.length > 1 ? `, part ${i + 1} of ${parts.length}` : ''}](${siteUrl}${part.path}): ${part.pages.length} page${part.pages.length === 1 ? '' : 's'}, ${sizeLabel(byteLength(part.text))}`,
              ),
            )
            .join('\n'),
      );
      files.set(
        `${base}/llms.txt`,
        llmsTxt({...config, notes, groups: allGroups, links: [...apiSection, ...blogSection]}),
      );
      llmsFiles.push(
        `${base}/llms.txt`,
        `${base}/llms-full.txt`,
        ...sections.flatMap((s) => s.files.map((f) => f.path)),
      );
      files.set(`${base}/llms-full.txt`, fullText);

      const apiSectionsForManifest: Group[] = [];
      if (apiIndex) {
        const apiPageMap = new Map(apiPages.map((p) => [p.id, p]));
        const apiGroups = sidebarGroups(sidebar, apiPageMap, 'API Reference').flatMap((group) =>
          // The reference's top category holds one category per package: a group each.
          splitByPackage(group),
        );
        const apiRest = unlisted(apiGroups, apiPages);
        llmsFiles.push(apiIndex);
        apiSectionsForManifest.push(
          ...apiGroups,
          ...(apiRest.length > 0 ? [{title: 'Other symbols', pages: apiRest}] : []),
        );
        files.set(
          apiIndex,
          llmsTxt({
            ...options.apiReference,
            groups: apiRest.length > 0 ? [...apiGroups, {title: 'Other symbols', pages: apiRest}] : apiGroups,
          }),
        );
      }
      const pathOf = (page: TwinPage) =>
        page.markdownUrl
          .slice(siteUrl.length)
          .replace(/\.md$/, '')
          .replace(/^\/index$/, '/');
      const manifestPage = (page: TwinPage) => ({
        title: page.title,
        description: page.description,
        path: pathOf(page),
        markdown: page.markdownUrl.slice(siteUrl.length),
      });
      manifest.versions.push({
        name: version.label,
        title: config.title,
        summary: config.summary,
        llms: `${base}/llms.txt`,
        searchIndex: `/search-index/${version.versionName}.json`,
        sections: [
          ...sections.map(({group, files: parts}) => ({
            title: group.title,
            files: parts.map((p) => p.path),
            pages: group.pages.map(manifestPage),
          })),
          ...apiSectionsForManifest.map((group) => ({
            title: group.title,
            files: [],
            pages: group.pages.map(manifestPage),
          })),
        ],
      });
    }
    // The home page's twin: what the site is and each version's index (its HTML has no Markdown source).
    if (latestIndex) {
      files.set(
        twinPath('/'),
        homeTwin({
          title: siteConfig.title,
          tagline: siteConfig.tagline,
          summary: latestIndex.summary,
          versions: [...versionLinks.values()],
          apiReference:
            apiIndexPath === undefined
              ? undefined
              : {title: options.apiReference.title, url: `${siteUrl}${apiIndexPath}`},
        }),
      );
      twinned.push('/');
    }
    files.set('/llms.json', `${JSON.stringify(manifest)}\n`);
    files.set('/robots.txt', robotsTxt({siteUrl, signal: options.contentSignal, llmsFiles}));
    return {files, twinned};
  }
}

/** The categories of a sidebar whose page Docusaurus generates, at any depth. */
function categoryTwins(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => [
    ...(item.type === 'category' && item.link?.type === 'generated-index' && item.link.permalink ? [item] : []),
    ...categoryTwins(item.items ?? []),
  ]);
}

/** A sidebar with its doc ids under `prefix`. */
function prefixIds(items: readonly SidebarItem[], prefix: string): SidebarItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.id !== undefined && {id: `${prefix}${item.id}`}),
    ...(item.link?.id !== undefined && {link: {...item.link, id: `${prefix}${item.link.id}`}}),
    ...(item.items && {items: prefixIds(item.items, prefix)}),
  }));
}

/**
 * The API reference is a docs instance of its own (config/typedoc.ts) that
 * documents one version (src/docs-model): its pages and sidebar join that
 * version's, under `typedoc/`, so its twins, its overviews in llms.txt and its
 * own index come out as for any page of the version.
 */
export function withApiReference(versions: readonly TwinVersion[], api: TwinVersion | undefined): TwinVersion[] {
  if (!api) return [...versions];
  return versions.map((version) =>
    version.versionName === API_REFERENCE.belongsTo.name
      ? {
          ...version,
          docs: [...version.docs, ...api.docs.map((doc) => ({...doc, id: `${API_PREFIX}${doc.id}`}))],
          sidebars: withApiSidebar(version.sidebars, prefixIds(Object.values(api.sidebars).flat(), API_PREFIX)),
        }
      : version,
  );
}

/**
 * The guides' sidebar names the API reference with a category of links to its
 * overviews; in the reading order it stands where that category is. Without
 * one, the reference's sidebar comes last.
 */
function withApiSidebar(sidebars: Record<string, SidebarItem[]>, api: SidebarItem[]): Record<string, SidebarItem[]> {
  const label = api[0]?.label;
  let placed = false;
  const result = Object.fromEntries(
    Object.entries(sidebars).map(([name, items]) => [
      name,
      items.flatMap((item) => {
        if (placed || item.type !== 'category' || item.label !== label) return [item];
        placed = true;
        return api;
      }),
    ]),
  );
  return placed ? result : {...result, [API_REFERENCE.id]: api};
}

/** `typedoc/<package>/…` pages grouped by package, in the order given. */
function splitByPackage(group: Group): Group[] {
  const byPackage = new Map<string, TwinPage[]>();
  for (const page of group.pages) {
    const pkg = page.id.split('/')[1] ?? '';
    byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), page]);
  }
  return [...byPackage].map(([pkg, pages]) => ({title: `@trpc/${pkg}`, pages}));
}
