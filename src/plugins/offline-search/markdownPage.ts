/**
 * The dev server renders pages in the browser only, so there is no HTML to
 * index. For `npm start` the plugin renders each Markdown source to a bare
 * page of the same structure (breadcrumb, h1, headings with the ids Docusaurus
 * gives them, paragraphs, list items) and indexes that with the same extractor.
 */
import {createSlugger} from '@docusaurus/utils';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {escapeHtml} from '../../search/highlight';

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

const text = (node: MdNode): string =>
  node.type === 'code' || node.type === 'mdxjsEsm' ? '' : (node.value ?? '') + (node.children ?? []).map(text).join('');

export interface MarkdownPage {
  source: string;
  title: string;
  description: string;
  tag: string;
  section: string;
  /** The sidebar categories between the section and the page. */
  trail?: readonly string[];
}

export function renderMarkdownPage(page: MarkdownPage): string {
  const slugger = createSlugger();
  const render = (node: MdNode): string => {
    switch (node.type) {
      case 'heading': {
        const raw = text(node);
        const custom = /\s*\{#([^}]+)\}\s*$/.exec(raw);
        const label = custom ? raw.slice(0, custom.index) : raw;
        const id = custom ? custom[1]! : slugger.slug(label);
        return `<h${node.depth} id="${escapeHtml(id)}">${escapeHtml(label)}</h${node.depth}>`;
      }
      case 'paragraph':
        return `<p>${escapeHtml(text(node))}</p>`;
      case 'listItem':
        return `<li>${(node.children ?? []).map(render).join('')}</li>`;
      case 'tableCell':
        return `<td>${escapeHtml(text(node))}</td>`;
      case 'code':
      case 'mdxjsEsm':
      case 'yaml':
        return '';
      default:
        return (node.children ?? []).map(render).join('');
    }
  };
  // `## Title {#id}` sets a heading id in Docusaurus; to the MDX parser the braces are an expression.
  // A page may already escape them (`\{#id\}`), as MDX itself asks: those are kept as they are.
  const source = page.source.replace(/^(#{1,6} .*?)\\?\{#([^}\\]+)\\?\}\s*$/gm, '$1\\{#$2\\}');
  const body = render(parser.parse(source) as MdNode);
  return `<html lang="en"><head><meta name="docsearch:docusaurus_tag" content="${escapeHtml(page.tag)}"><meta name="description" content="${escapeHtml(page.description)}"></head><body><main><nav class="theme-doc-breadcrumbs"><ul>${[page.section, ...(page.trail ?? [])].map((label) => `<li class="breadcrumbs__item">${escapeHtml(label)}</li>`).join('')}<li class="breadcrumbs__item breadcrumbs__item--active">${escapeHtml(page.title)}</li></ul></nav><div class="theme-doc-markdown markdown"><h1>${escapeHtml(page.title)}</h1>${body}</div></main></body></html>`;
}
