/**
 * Turns a built HTML page into DocSearch-shaped records, the same shape the
 * Algolia crawler produces for Docusaurus sites: a hierarchy (lvl0 = section,
 * lvl1 = page title, lvl2… = headings), a text `content`, the URL with the
 * heading anchor, and the language and docusaurus_tag used by contextual search.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import {API_REFERENCE_TAG, searchTagOf} from '../../docs-model';
import {LEVEL_WEIGHT, type Hierarchy, type Level, type RecordType, type SearchRecord} from '../../search/recordShape';
import {TRAIL_SEPARATOR} from '../../search/sameTitles';

export {LEVELS, type Hierarchy, type Level, type RecordType, type SearchRecord} from '../../search/recordShape';

/** Listing pages repeat what the posts and docs already hold. */
const SKIPPED_TAGS = /^(blog_posts_list|blog_tags_posts|blog_tags_list|blog_archive|doc_tag_doc_list|doc_tags_list)$/;
/** A table is indexed by row: a cell alone, "overrides" or "false", says nothing of what it is for. */
const TEXT_BLOCKS = 'p, li, tr, dt, dd';
/** Between a row's cells: no phrase reads across it. */
const CELL_SEPARATOR = ' · ';
/** Content longer than this is cut: snippets only ever show a window of it. */
const MAX_CONTENT = 600;

const clean = (text: string) => text.replace(/[\u200b\s]+/g, ' ').trim();

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') ?? undefined;
}

/** The breadcrumbs' categories above the page (the home link has no text). */
function crumbsOf($: CheerioAPI): string[] {
  return $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .map((_, el) => clean($(el).text()))
    .get()
    .filter(Boolean);
}

/** lvl0 is what the page belongs to: its sidebar category, the blog, or the site. */
function sectionOf($: CheerioAPI, tag: string, crumbs: string[]): string {
  if (crumbs.length > 0) return crumbs[0]!;
  if (tag.startsWith('docs-')) return 'Documentation';
  if ($('#__blog-post-container').length > 0) return 'Blog';
  return 'tRPC';
}

function contentRoot($: CheerioAPI): Cheerio<AnyNode> {
  for (const selector of ['.theme-doc-markdown', '#__blog-post-container', 'main']) {
    const root = $(selector).first();
    if (root.length > 0) return root;
  }
  return $('body');
}

/**
 * Text of an API reference page as a reader would write it. typedoc's Markdown
 * escapes `<`, `_`, `{`… with a backslash, and Docusaurus derives a page's
 * description from that Markdown with the tags (`<TRouter>`) removed but the
 * backslashes kept: `inferRouterOutputs\ = GetInferenceHelpers\`.
 */
export function unescapeMarkdown(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])|\\(?=\s|$)/g, (_, escaped: string | undefined) => escaped ?? '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * typedoc's "Defined in: server/src/core/types.ts:73" lines: where the source
 * is, not what it does. As a description Docusaurus glues it to the line
 * number ("Defined in73"); neither form is text a reader searches.
 */
export const isSourceLine = (text: string) => /^Defined in(?![a-z])/.test(text);

/**
 * typedoc's "Type Parameters" sections: a generic's name and constraint
 * ("TRouter extends AnyRouter", on 44 pages), which nobody searches for. A
 * search for the symbol found them through the page's title, and the modal,
 * grouping hits by section, put them above the guide that teaches it.
 */
const isTypeParameters = (heading: string) => clean(heading) === 'Type Parameters';

export function extractRecords(html: string, url: string): SearchRecord[] {
  const $ = load(html);
  // The API reference's pages are searched with the version they document (src/docs-model).
  const tag = searchTagOf(meta($, 'docsearch:docusaurus_tag') ?? meta($, 'docusaurus_tag') ?? 'default');
  if (SKIPPED_TAGS.test(tag) || $('meta[name="robots"][content*="noindex"]').length > 0) return [];
  const language = meta($, 'docsearch:language') ?? $('html').attr('lang') ?? 'en';
  const title = clean($('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  if (!title) return [];

  const root = contentRoot($);
  // A tab list's labels (npm, Yarn, pnpm, Bun above every install block) are controls, not text.
  root.find('pre, script, style, nav, button, svg, [role=tablist], .hash-link, .theme-doc-toc-mobile, h1').remove();
  // A category index's cards repeat the title and description of the pages they link, behind an icon ("📄️").
  root.find('.theme-doc-card-container').remove();
  // A 10.x page's folded "Coming from 9.x?" panel repeats rows of the migration guide's cheat sheet, which it links.
  root.find('[data-migration-panel]').remove();

  const crumbs = crumbsOf($);
  const trail = crumbs.slice(1).join(TRAIL_SEPARATOR);
  const hierarchy: Hierarchy = {
    lvl0: sectionOf($, tag, crumbs),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: `${url}#${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      weight: {level: LEVEL_WEIGHT[type], position},
      ...(trail && {trail}),
    });
  };

  const isApi =
    meta($, 'docsearch:docusaurus_tag') === API_REFERENCE_TAG || meta($, 'docusaurus_tag') === API_REFERENCE_TAG;
  /** Clean text, or null for what is not worth a record. */
  const text = (raw: string): string | null => {
    const cleaned = isApi ? unescapeMarkdown(clean(raw)) : clean(raw);
    return cleaned && !(isApi && isSourceLine(cleaned)) ? cleaned : null;
  };
  if (isApi) root.find('.api-guide-link').remove();
  push('lvl1', text(meta($, 'description') ?? ''));
  /** The depth of the heading of a section being left out (`isTypeParameters`), or 0. */
  let leftOut = 0;
  root.find(`h2, h3, h4, h5, h6, ${TEXT_BLOCKS}`).each((_, el) => {
    const node = $(el);
    const name = el.type === 'tag' ? el.name : '';
    const heading = /^h([2-6])$/.exec(name);
    if (heading) {
      const depth = Number(heading[1]);
      if (leftOut && depth > leftOut) return;
      leftOut = isApi && isTypeParameters(node.text()) ? depth : 0;
      if (leftOut) return;
      hierarchy[`lvl${depth}` as Level] = text(node.text());
      for (let d = depth + 1; d <= 6; d++) hierarchy[`lvl${d}` as Level] = null;
      anchor = node.attr('id') ?? anchor;
      if (hierarchy[`lvl${depth}` as Level]) push(`lvl${depth}` as RecordType, null);
      return;
    }
    if (leftOut) return;
    // A table row's text is its record; what its cells hold is part of it.
    if (node.parents('tr').length > 0) return;
    if (name === 'tr') {
      // A header row only names the columns.
      if (node.children('td').length === 0) return;
      const cells = node
        .children('td, th')
        .map((_, cell) => text($(cell).text()))
        .get();
      if (cells.length > 0) push('content', cells.join(CELL_SEPARATOR).slice(0, MAX_CONTENT));
      return;
    }
    // A list item or definition that wraps paragraphs or lists is indexed through them.
    if (node.find(`${TEXT_BLOCKS}, ul, ol`).length > 0 && name !== 'p') {
      const own = node.clone();
      own.find(`${TEXT_BLOCKS}, ul, ol`).remove();
      const ownText = text(own.text());
      if (ownText) push('content', ownText.slice(0, MAX_CONTENT));
      return;
    }
    const blockText = text(node.text());
    if (blockText) push('content', blockText.slice(0, MAX_CONTENT));
  });
  return records;
}
