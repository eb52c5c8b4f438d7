/**
 * The llms.txt index (https://llmstxt.org) and llms-full.txt of a docs
 * version, from its sidebar: pure functions over page metadata.
 */
import {twinPath} from './twinPath';

export interface TwinPage {
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown twin. */
  markdownUrl: string;
  markdown: string;
}

export interface Group {
  title: string;
  pages: TwinPage[];
}

export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string; permalink?: string; title?: string; description?: string};
  href?: string;
}

/**
 * The pages of a sidebar in reading order, grouped by top-level category;
 * nested categories read inline. A category's own page comes before its
 * items. Docs outside every category go to `looseTitle`.
 */
export function sidebarGroups(
  items: readonly SidebarItem[],
  pages: ReadonlyMap<string, TwinPage>,
  looseTitle: string,
): Group[] {
  const groups: Group[] = [];
  const loose: TwinPage[] = [];
  const seen = new Set<string>();
  const collect = (item: SidebarItem, into: TwinPage[]) => {
    const id =
      item.type === 'doc' || item.type === 'ref'
        ? item.id
        : item.link?.type === 'doc'
          ? item.link.id
          : item.link?.type === 'generated-index' && item.link.permalink
            ? categoryId(item.link.permalink)
            : undefined;
    const page = id === undefined ? undefined : pages.get(id);
    if (page && !seen.has(page.id)) {
      seen.add(page.id);
      into.push(page);
    }
    item.items?.forEach((child) => collect(child, into));
  };
  for (const item of items) {
    if (item.type === 'category') {
      const group: Group = {title: item.label ?? 'Docs', pages: []};
      collect(item, group.pages);
      if (group.pages.length > 0) groups.push(group);
    } else collect(item, loose);
  }
  if (loose.length > 0) groups.unshift({title: looseTitle, pages: loose});
  return groups;
}

/** The key a generated category page's twin has among a version's pages. */
export const categoryId = (permalink: string) => `category:${permalink}`;

/**
 * The twin of a category page Docusaurus generates: its title and
 * description, then its items as the page's cards show them, each a link to
 * its twin with its description.
 */
export function categoryTwin(
  category: SidebarItem,
  pages: ReadonlyMap<string, TwinPage>,
  siteUrl: string,
  head = '',
): TwinPage | null {
  const link = category.link;
  if (link?.type !== 'generated-index' || !link.permalink) return null;
  const title = link.title ?? category.label ?? 'Docs';
  const description = link.description ?? '';
  const entries = (category.items ?? []).flatMap((item): Array<{title: string; url: string; description?: string}> => {
    const id =
      item.type === 'doc' || item.type === 'ref' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
    const page = id === undefined ? undefined : pages.get(id);
    if (page)
      return [
        {
          title: item.type === 'category' ? (item.label ?? page.title) : page.title,
          url: page.markdownUrl,
          description: page.description,
        },
      ];
    if (item.link?.type === 'generated-index' && item.link.permalink)
      return [
        {
          title: item.link.title ?? item.label ?? 'Docs',
          url: `${siteUrl}${twinPath(item.link.permalink)}`,
          description: item.link.description,
        },
      ];
    if (item.type === 'link' && item.href)
      return [{title: item.label ?? item.href, url: new URL(item.href, siteUrl).href}];
    return [];
  });
  const markdown =
    `${head}# ${title}\n\n` +
    (description ? `> ${oneLine(description)}\n\n` : '') +
    `${entries.map((e) => linkLine(e.title, e.url, e.description)).join('\n')}\n`;
  return {
    id: categoryId(link.permalink),
    title,
    description,
    markdownUrl: `${siteUrl}${twinPath(link.permalink)}`,
    markdown,
  };
}

/** Pages of `all` that no group lists, so that every page is reachable from the index. */
export function unlisted(groups: readonly Group[], all: readonly TwinPage[]): TwinPage[] {
  const listed = new Set(groups.flatMap((g) => g.pages.map((p) => p.id)));
  return all.filter((page) => !listed.has(page.id));
}

// A description is one line of the index: newlines would break the list.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeLinkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

export interface Index {
  title: string;
  summary: string;
  /** Paragraphs between the summary and the lists (how to read the files). */
  notes?: readonly string[];
  groups: readonly Group[];
  /** Extra sections of plain links, such as other indexes. */
  links?: ReadonlyArray<{title: string; items: ReadonlyArray<{title: string; url: string; description?: string}>}>;
}

function linkLine(title: string, url: string, description?: string): string {
  const text = description ? oneLine(description) : '';
  return `- [${escapeLinkText(oneLine(title))}](${url})${text ? `: ${text}` : ''}`;
}

/** llms.txt: a title, a summary, then a list of links per section. */
export function llmsTxt(index: Index): string {
  const parts = [`# ${index.title}`, `> ${oneLine(index.summary)}`, ...(index.notes ?? [])];
  for (const group of index.groups) {
    parts.push(
      `## ${group.title}\n\n${group.pages.map((p) => linkLine(p.title, p.markdownUrl, p.description)).join('\n')}`,
    );
  }
  for (const section of index.links ?? []) {
    parts.push(
      `## ${section.title}\n\n${section.items.map((l) => linkLine(l.title, l.url, l.description)).join('\n')}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** llms-full.txt: the title and summary, then every page's Markdown in order, with its URL. */
export function llmsFullTxt(title: string, summary: string, pages: readonly TwinPage[]): string {
  const head = `# ${title}\n\n> ${oneLine(summary)}\n`;
  const bodies = pages.map((page) => `Source: ${page.markdownUrl}\n\n${page.markdown.trimEnd()}\n`);
  return [head, ...bodies].join('\n---\n\n');
}

/** The most an llms file other than llms-full.txt may weigh: agents cut long files at about 100,000 characters. */
export const LLMS_FILE_BUDGET = 50 * 1024;

/**
 * Bytes per token, for the sizes llms.txt states: an estimate (English prose
 * and code run at about four bytes a token; tokenizers differ), said as such.
 */
export const BYTES_PER_TOKEN = 4;
/** The context window llms.txt measures files against, in tokens: a common size for coding agents' models. */
export const CONTEXT_TOKENS = 200_000;

/** `44 KB, about 11k tokens`: a file's size as llms.txt states it (tokens as bytes / BYTES_PER_TOKEN). */
export function sizeLabel(bytes: number): string {
  const tokens = bytes / BYTES_PER_TOKEN;
  const about =
    tokens >= 10_000
      ? `${Math.round(tokens / 1000)}k`
      : tokens >= 1000
        ? `${Number((tokens / 1000).toFixed(1))}k`
        : `${Math.round(tokens / 10) * 10}`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB, about ${about} tokens`;
}

/** Whether a file of `bytes` fits one context window of CONTEXT_TOKENS, as llms.txt says it. */
export function contextFit(bytes: number): string {
  const window = `a ${CONTEXT_TOKENS / 1000}k-token context window`;
  return bytes / BYTES_PER_TOKEN > CONTEXT_TOKENS ? `more than ${window} holds` : `fits ${window}`;
}

export const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Another docs version's index, as each version's llms.txt names it. */
export interface VersionLink {
  /** The index's title: `tRPC 9.x (unmaintained)`. */
  title: string;
  /** Absolute URL of its llms.txt. */
  url: string;
  /** The `@trpc/server` release it documents: `9.27.4`. */
  trpcVersion: string;
}

/**
 * The note that opens a version's llms.txt: which release these docs are for,
 * and every other version's index, so that an agent that starts at the
 * standard entry in a project on another major reads that one instead.
 */
export function versionsNote(self: VersionLink, others: readonly VersionLink[]): string {
  const intro = `These docs are for ${self.title}, \`@trpc/server\` ${self.trpcVersion}.`;
  if (others.length === 0) return intro;
  return (
    `${intro} A project on another major version of \`@trpc/server\` (see its package.json) should read that version's index instead:\n\n` +
    others.map((v) => linkLine(v.title, v.url, `\`@trpc/server\` ${v.trpcVersion}`)).join('\n')
  );
}

/** The home page's twin (`/index.md`): what the site is, and where each version's pages are for agents. */
export function homeTwin(home: {
  title: string;
  tagline: string;
  summary: string;
  versions: readonly VersionLink[];
  apiReference?: {title: string; url: string};
}): string {
  const items = [
    ...home.versions.map((v) =>
      linkLine(v.title, v.url, `every page as Markdown, by section, for \`@trpc/server\` ${v.trpcVersion}`),
    ),
    ...(home.apiReference ? [linkLine(home.apiReference.title, home.apiReference.url, 'every exported symbol')] : []),
  ];
  return `# ${home.title}\n\n> ${oneLine(home.tagline)}\n\n${oneLine(home.summary)}\n\n## Docs for agents\n\n${items.join('\n')}\n`;
}

/** `Backend Usage` → `backend-usage`, for a section's file name. */
export function sectionSlug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

export interface SectionFile {
  /** File name: `llms-<slug>.txt`, then `llms-<slug>-2.txt`… when the section needs more than one. */
  name: string;
  text: string;
  pages: TwinPage[];
}

/**
 * A sidebar section's pages in full, in order, cut between pages into files
 * of at most `budget` bytes each (a page is never split; one larger than the
 * budget would be a file of its own, over it, and the budget test says so).
 */
export function sectionFiles(
  versionTitle: string,
  summary: string,
  group: Group,
  budget: number = LLMS_FILE_BUDGET,
): SectionFile[] {
  const slug = sectionSlug(group.title);
  const body = (page: TwinPage) => `Source: ${page.markdownUrl}\n\n${page.markdown.trimEnd()}\n`;
  const separator = '\n---\n\n';
  // Room for the longest heading a part can get ("… (part 10 of 10)").
  const head = (part: string) => `# ${versionTitle}: ${group.title}${part}\n\n> ${oneLine(summary)}\n`;
  const reserve = byteLength(head(' (part 99 of 99)'));
  const parts: TwinPage[][] = [];
  let size = Infinity;
  for (const page of group.pages) {
    const add = byteLength(separator) + byteLength(body(page));
    if (size + add > budget) {
      parts.push([]);
      size = reserve;
    }
    parts[parts.length - 1]!.push(page);
    size += add;
  }
  return parts.map((pages, i) => ({
    name: i === 0 ? `llms-${slug}.txt` : `llms-${slug}-${i + 1}.txt`,
    text: [head(parts.length > 1 ? ` (part ${i + 1} of ${parts.length})` : ''), ...pages.map(body)].join(separator),
    pages,
  }));
}
