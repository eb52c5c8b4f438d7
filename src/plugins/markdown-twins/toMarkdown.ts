/**
 * A page's MDX source as plain Markdown, for readers who paste pages into AI
 * tools and editors. Pure: the plugin (index.ts) gives it the source and the
 * page's metadata; everything here is unit-tested on strings.
 *
 * It parses the source as Docusaurus does (MDX, GFM, directives, front
 * matter; admonition titles as directive labels, `:::tip[Title]`: with
 * `future.v4` Docusaurus no longer reads the MDX 1 form `:::tip Title`, so
 * neither does the twin) and rewrites what only
 * MDX can render: imports and exports go, `<Tabs>` and install blocks
 * (```bash npm2yarn: one command per package manager) become labelled sections,
 * admonitions become blockquotes that name their kind, HTML-like JSX
 * (the embedded tweets) becomes its Markdown equivalent, other components
 * leave their children. Code keeps its language and title and loses what
 * `// ---cut---` hides and the highlight comments, as on the page.
 */
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {BlockContent, Code, Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {isMarkerLine} from '../../snippets/markers';
import {stripCut} from '../../remark/snippetCut';
import {INSTALL_META, installVariants} from '../../remark/installTabs';
import {normaliseSiteUrl} from '../../docs-model';

/** Docusaurus's admonition keywords (mdx-loader's DefaultAdmonitionOptions). */
export const ADMONITIONS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

export interface PageInfo {
  title: string;
  description?: string;
  /** The page's absolute URL (its HTML), which `#anchor` links resolve against. */
  url: string;
  /** The site's origin, which `/path` links resolve against. */
  siteUrl: string;
  /**
   * Resolves a link to another source file (`./context.mdx`, typedoc's
   * `../functions/x.md`) to that page's permalink, as Docusaurus does.
   */
  resolveFileLink?: (href: string) => string | undefined;
  /** A link to an older URL of the site, as the page has it: its current URL (src/remark/legacyLinks.ts), or null. */
  currentHref?: (href: string) => string | null;
  /**
   * Remark plugins the page's own docs instance runs before the default ones
   * (the API reference's guide link): what they add to the page, the twin has too.
   */
  remarkPlugins?: readonly TwinRemarkPlugin[];
  /** The page's source file (absolute), which the remark plugins see as the file's path. */
  sourcePath?: string;
}

/** A remark plugin as a docs instance lists it: it may read the page's source path and front matter title. */
export type TwinRemarkPlugin = () => (
  tree: Root,
  file: {path?: string; data: {frontMatter?: {title?: unknown}}},
) => void;

// Loosely typed MDX nodes: the mdast-util-mdx types are not dependencies of ours.
interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: Nodes[];
}
interface Directive {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: Nodes[];
  data?: {directiveLabel?: boolean};
}

const HIGHLIGHT_COMMENT =
  /^\s*(?:\/\/|#|--|\/\*|\{\/\*|<!--)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** What a code block shows on the page: no cut setup, no highlight comments, no twoslash markers. */
export function visibleCode(code: string): string {
  return stripCut(code)
    .split('\n')
    .filter((line) => !HIGHLIGHT_COMMENT.test(line) && !isMarkerLine(line))
    .join('\n');
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);
const isPhrasing = (node: Nodes): node is PhrasingContent => PHRASING.has(node.type);

const attr = (el: JsxElement, name: string): string | undefined => {
  const found = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

/** Groups runs of inline nodes into paragraphs where block content is expected. */
function asBlocks(nodes: Nodes[]): BlockContent[] {
  const out: BlockContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    // Whitespace between JSX tags is layout, not content.
    if (run.some((n) => n.type !== 'text' || n.value.trim() !== '')) out.push({type: 'paragraph', children: run});
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      out.push(node as BlockContent);
    }
  }
  flush();
  return out;
}

/** Flattens block content into inline nodes where a paragraph is expected. */
function asPhrasing(nodes: Nodes[]): PhrasingContent[] {
  return nodes.flatMap((node) =>
    isPhrasing(node) ? [node] : 'children' in node ? asPhrasing(node.children as Nodes[]) : [],
  );
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A tab becomes a bold label followed by its content. */
function tabsToSections(el: JsxElement, convert: (nodes: Nodes[]) => Nodes[]): Nodes[] {
  return el.children.flatMap((child) => {
    if (child.type !== 'mdxJsxFlowElement' || (child as unknown as JsxElement).name !== 'TabItem') {
      return convert([child]);
    }
    const tab = child as unknown as JsxElement;
    const label = attr(tab, 'label') ?? attr(tab, 'value') ?? 'Tab';
    const heading: Paragraph = {
      type: 'paragraph',
      children: [{type: 'strong', children: [{type: 'text', value: label}]}],
    };
    return [heading, ...convert(tab.children)];
  });
}

/** An install block (```bash npm2yarn) lists every package manager's command, as its tabs do. */
function installSections(code: Code): Nodes[] {
  return installVariants(code.value).flatMap(({label, code: command}): Nodes[] => [
    {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]},
    {type: 'code', lang: code.lang, meta: null, value: command},
  ]);
}

/** HTML written as JSX (the embedded tweets) becomes its Markdown equivalent. */
function htmlElement(el: JsxElement, children: Nodes[]): Nodes[] {
  switch (el.name) {
    case 'blockquote':
      return [{type: 'blockquote', children: asBlocks(children)}];
    case 'p':
      return [{type: 'paragraph', children: asPhrasing(children)}];
    case 'br':
      return [{type: 'break'}];
    case 'a': {
      const href = attr(el, 'href');
      return href ? [{type: 'link', url: href, children: asPhrasing(children)}] : children;
    }
    case 'strong':
    case 'b':
      return [{type: 'strong', children: asPhrasing(children)}];
    case 'em':
    case 'i':
      return [{type: 'emphasis', children: asPhrasing(children)}];
    case 'code':
      return [
        {
          type: 'inlineCode',
          value: asPhrasing(children)
            .map((n) => ('value' in n ? n.value : ''))
            .join(''),
        },
      ];
    case 'ul':
    case 'ol':
      return [
        {
          type: 'list',
          ordered: el.name === 'ol',
          children: children.filter((c) => c.type === 'listItem').map((c) => c as Extract<Nodes, {type: 'listItem'}>),
        },
      ];
    case 'li':
      return [{type: 'listItem', children: asBlocks(children)}];
    case 'img': {
      const src = attr(el, 'src');
      return src ? [{type: 'image', url: src, alt: attr(el, 'alt') ?? ''}] : [];
    }
    default:
      return children;
  }
}

/** A string literal written as an MDX expression (`{'<'}`) is text; anything else is code and goes. */
function expressionText(value: string): string | undefined {
  const match = /^\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(value);
  return match ? match[2]!.replace(/\\(.)/g, '$1') : undefined;
}

function convertNodes(nodes: Nodes[], info: PageInfo): Nodes[] {
  const convert = (list: Nodes[]) => convertNodes(list, info);
  return nodes.flatMap((node): Nodes[] => {
    switch (node.type as string) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const text = expressionText((node as unknown as {value: string}).value);
        return text === undefined ? [] : [{type: 'text', value: text}];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const el = node as unknown as JsxElement;
        if (el.name === 'Tabs') return tabsToSections(el, convert);
        const children = convert(el.children);
        return el.name && /^[a-z]/.test(el.name) ? htmlElement(el, children) : children;
      }
      case 'containerDirective': {
        const dir = node as unknown as Directive;
        const [first, ...rest] = dir.children;
        const hasLabel = first?.type === 'paragraph' && (first.data as Directive['data'])?.directiveLabel;
        const label = hasLabel ? convert((first as Paragraph).children) : [];
        const body = convert(hasLabel ? rest : dir.children);
        if (!ADMONITIONS.includes(dir.name)) return body;
        const kind: PhrasingContent = {type: 'strong', children: [{type: 'text', value: capitalise(dir.name)}]};
        const title: Paragraph = {
          type: 'paragraph',
          children: label.length > 0 ? [kind, {type: 'text', value: ': '}, ...asPhrasing(label)] : [kind],
        };
        return [{type: 'blockquote', children: [title, ...asBlocks(body)]}];
      }
      case 'leafDirective':
      case 'textDirective': {
        // Docusaurus prints a directive it does not know back as text (remark/unusedDirectives).
        const dir = node as unknown as Directive;
        const prefix = node.type === 'leafDirective' ? '::' : ':';
        const children = convert(dir.children);
        const text: Nodes[] = [{type: 'text', value: `${prefix}${dir.name}`}];
        if (children.length > 0) text.push({type: 'text', value: '['}, ...children, {type: 'text', value: ']'});
        return node.type === 'leafDirective' ? [{type: 'paragraph', children: asPhrasing(text)}] : text;
      }
      case 'code': {
        const code = node as Code;
        if (code.meta === INSTALL_META) return installSections(code);
        const title = /\btitle=(["'])(.*?)\1/.exec(code.meta ?? '')?.[2];
        return [
          {type: 'code', lang: code.lang, meta: title ? `title="${title}"` : null, value: visibleCode(code.value)},
        ];
      }
      case 'link':
      case 'image':
      case 'definition': {
        const link = node as Extract<Nodes, {url: string}>;
        const copy = {...link, url: absoluteUrl(link.url, info)} as Nodes;
        if ('children' in copy && 'children' in node)
          (copy as Parents).children = convert(node.children as Nodes[]) as never;
        return [copy];
      }
      default:
        if ('children' in node) return [{...node, children: convert(node.children as Nodes[])} as Nodes];
        return [node];
    }
  });
}

/** Makes a link absolute: site paths to the site URL, anchors to the page, file links to their page. */
export function absoluteUrl(given: string, info: PageInfo): string {
  // As on the page: a link to an older URL of the site points where that URL now is.
  const href = info.currentHref?.(given) ?? given;
  const site = normaliseSiteUrl(info.siteUrl);
  if (href.startsWith('/')) return `${site}${href}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  if (href.startsWith('#')) return `${info.url}${href}`;
  const [pathPart, hash] = href.split('#') as [string, string | undefined];
  if (/\.mdx?$/.test(pathPart)) {
    const permalink = info.resolveFileLink?.(pathPart);
    if (permalink) return `${site}${permalink}${hash ? `#${hash}` : ''}`;
  }
  return new URL(href, `${info.url}/`).href;
}

/** A heading's `{#custom-id}` is the anchor, not text. */
function dropHeadingIds(tree: Root): void {
  const visit = (node: Nodes) => {
    if (node.type === 'heading') {
      const last = node.children.at(-1);
      if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[\w-]+\}\s*$/, '');
    }
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(tree);
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkGfm)
  .use(remarkDirective);
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one'});

/** The Markdown twin of a page whose MDX source is `source`. */
export function toMarkdown(source: string, info: PageInfo): string {
  const tree = parser.parse(escapeMarkdownHeadingIds(source)) as Root;
  for (const plugin of info.remarkPlugins ?? [])
    plugin()(tree, {path: info.sourcePath, data: {frontMatter: {title: info.title}}});
  const children = convertNodes(tree.children, info) as RootContent[];
  const out: Root = {type: 'root', children};
  dropHeadingIds(out);
  const first = children[0];
  const hasTitle = first?.type === 'heading' && first.depth === 1;
  const head: RootContent[] = hasTitle
    ? [first]
    : [{type: 'heading', depth: 1, children: [{type: 'text', value: info.title}]}];
  const intro: RootContent[] = info.description
    ? [{type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: info.description}]}]}]
    : [];
  out.children = [...head, ...intro, ...(hasTitle ? children.slice(1) : children)];
  return printer.stringify(out);
}
