/**
 * The llms.txt index (https://llmstxt.org) and llms-full.txt of a docs
 * version, from its sidebar: pure functions over page metadata.
 */

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
  link?: {type: string; id?: string};
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
      item.type === 'doc' || item.type === 'ref' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
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
