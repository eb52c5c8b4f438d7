/**
 * Does a Markdown twin say what its rendered page says? Compares a built
 * page's article (headings, code blocks, links) with the twin, and checks the
 * twin for leftovers of MDX (imports, exports, JSX tags, the snippet cut).
 * Used by the build test over every page and to evaluate plugins from npm.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import type {Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export interface Article {
  headings: string[];
  code: string[];
  links: string[];
  /** How often the page itself shows the cut marker (a page may write about it). */
  cutMarkers: number;
}

const countCuts = (text: string) => (text.match(/---cut---/g) ?? []).length;

const clean = (text: string) =>
  text
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
// Highlighted blocks lay lines out with elements; what matters is the code itself.
const codeKey = (text: string) => text.replace(/\s+/g, '');

/** The article of a built doc page or post: what its twin must carry. */
export function articleOf(html: string, pageUrl: string): Article {
  const $ = load(html);
  const body = $('article .theme-doc-markdown').length > 0 ? $('article .theme-doc-markdown') : $('article .markdown');
  const title = $('article header h1').first();
  const scope = body.add(title);
  const headings = scope
    .find('h1, h2, h3, h4, h5, h6')
    .add(title)
    .toArray()
    .map((h) => {
      const el = $(h).clone();
      el.find('.hash-link').remove();
      return clean(el.text());
    });
  // The code as it is copied: the compiler's annotations drawn under lines are not code, and a
  // block's hidden setup (the "Show setup" disclosure) is compiled context, not the sample. A
  // diff (src/plugins/migration-guide) copies its new code: not its removed lines nor its gutter.
  const code = body
    .find('pre')
    .not('details[data-setup] pre')
    .toArray()
    .map((pre) => {
      const el = $(pre).clone();
      el.find('[data-annotation], .code-diff-removed, .code-diff-gutter').remove();
      return el.text();
    });
  // A code block's "Open in TypeScript Playground" link belongs to the block's controls, like its copy button.
  const links = body
    .find('a[href]')
    .not('.hash-link')
    .not('a[data-playground]')
    .toArray()
    .map((a) => new URL($(a).attr('href')!, pageUrl).href);
  return {
    headings: [...new Set(headings)].filter(Boolean),
    code,
    links: [...new Set(links)],
    cutMarkers: countCuts(scope.text()),
  };
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** What a twin carries, read back as Markdown. */
export function twinOf(markdown: string): Article & {html: string[]; tree: Root} {
  const tree = parser.parse(markdown) as Root;
  const out = {
    headings: [] as string[],
    code: [] as string[],
    links: [] as string[],
    html: [] as string[],
    tree,
    cutMarkers: countCuts(markdown),
  };
  const visit = (node: Nodes) => {
    if (node.type === 'heading') out.headings.push(clean(toString(node)));
    if (node.type === 'code') out.code.push(node.value);
    if (node.type === 'link' || node.type === 'definition') out.links.push(node.url);
    if (node.type === 'html') out.html.push(node.value);
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(tree);
  return out;
}

/** Text outside code, where MDX syntax must not survive. */
function proseOf(tree: Root): string[] {
  const lines: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code' || node.type === 'inlineCode') return;
    if (node.type === 'text') lines.push(node.value);
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(tree);
  return lines.join('\n').split('\n');
}

/** Every way the twin falls short of the page; empty when it is faithful. */
export function fidelityProblems(html: string, markdown: string, pageUrl: string): string[] {
  const page = articleOf(html, pageUrl);
  const twin = twinOf(markdown);
  const problems: string[] = [];
  const headings = new Set(twin.headings);
  for (const heading of page.headings) if (!headings.has(heading)) problems.push(`heading missing: ${heading}`);
  const code = new Set(twin.code.map(codeKey));
  for (const block of page.code)
    if (!code.has(codeKey(block))) problems.push(`code block missing: ${block.slice(0, 80)}`);
  const links = new Set(twin.links.map((l) => new URL(l, pageUrl).href));
  for (const link of page.links) {
    if (!links.has(link)) problems.push(`link missing: ${link}`);
  }
  for (const url of twin.links) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) problems.push(`relative link: ${url}`);
  }
  for (const tag of twin.html) problems.push(`HTML or JSX: ${tag.slice(0, 80)}`);
  for (const line of proseOf(twin.tree)) {
    if (/^\s*(import|export)\s.*(\bfrom\s+['"]|=|\{)/.test(line)) problems.push(`import or export: ${line}`);
  }
  if (twin.code.some((code) => code.split('\n').some((line) => line.includes('---cut---'))))
    problems.push('---cut--- left in a code block');
  if (twin.cutMarkers > page.cutMarkers) problems.push('---cut--- left in');
  return problems;
}

export interface BuiltPage {
  /** The page's path (`/docs/server/routers`). */
  route: string;
  htmlFile: string;
  html: string;
}

/** Every doc page and blog post of a build, found by the classes Docusaurus puts on <html>. */
export function builtPages(dir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), {withFileTypes: true})) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(path.join(dir, rel), 'utf8');
        const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
        if (!/\b(docs-doc-page|blog-post-page)\b/.test(htmlTag)) continue;
        // A category's generated index carries the doc page class too, but no doc: it lists its pages.
        if (/\bdocs-doc-id-/.test(htmlTag) === false && htmlTag.includes('docs-doc-page')) continue;
        const route = `/${rel.replace(/\\/g, '/')}`.replace(/\/index\.html$|\.html$/, '') || '/';
        pages.push({route, htmlFile: path.join(dir, rel), html});
      }
    }
  };
  walk('');
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
