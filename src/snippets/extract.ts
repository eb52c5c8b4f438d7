/**
 * Finds the code blocks of a Markdown/MDX page that the snippet checker compiles.
 * Parsing with remark-mdx (as Docusaurus does) makes it MDX-aware: fences inside
 * <Tabs>/<TabItem> are code nodes, code inside JSX strings is not, and a fence
 * nested in a longer fence stays part of the outer block. Directives are parsed
 * too, so an admonition's title (`:::caution[Title]`) is never taken for text,
 * and the MDX 1 title form (`:::caution Title`), which Docusaurus with
 * `future.v4` shows as a paragraph of text, is refused with its line.
 */
import type {Code, Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export type SnippetLang = 'ts' | 'tsx' | 'js' | 'jsx';

export interface Snippet {
  /** Page the block belongs to, as given to `extractSnippets`. */
  page: string;
  lang: SnippetLang;
  /** File name from `title="…"` in the meta, if any. */
  title: string | undefined;
  /** Meta word `skip-check`: the author opted this block out. */
  skip: boolean;
  /** Meta word `v9`: check against 9.x even on a 10.x or blog page. */
  v9: boolean;
  code: string;
  /** 1-based line in the page of the block's first code line. */
  line: number;
}

const LANGS: Record<string, SnippetLang> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

export function parseMeta(meta: string | null | undefined): {
  title: string | undefined;
  words: Set<string>;
} {
  const text = meta ?? '';
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const rest = text.replace(/\b\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ');
  const words = new Set(rest.split(/\s+/).filter(Boolean));
  return {title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, words};
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkDirective);

/** Docusaurus's admonition keywords (mdx-loader's DefaultAdmonitionOptions). */
const ADMONITION = /^:{3,}(secondary|info|success|danger|note|tip|warning|important|caution)[ \t]+\S/;

/** An error shaped like the parser's (line, column, reason), so the checker reports it the same way. */
class OldAdmonitionError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${line}:${column}: ${reason}`);
  }
}

interface TreeNode {
  type: string;
  value?: string;
  position?: {start: {line: number; column: number}};
  children?: TreeNode[];
}

/** Throws at the first paragraph that opens with the MDX 1 admonition form (`:::caution Title`). */
function refuseOldAdmonitions(node: TreeNode): void {
  if (node.type === 'paragraph') {
    const first = node.children?.[0];
    const kind = first?.type === 'text' ? ADMONITION.exec(first.value ?? '') : null;
    if (kind && node.position) {
      const {line, column} = node.position.start;
      throw new OldAdmonitionError(
        line,
        column,
        `\`:::${kind[1]} Title\` shows as text on the page (MDX 1 syntax): write \`:::${kind[1]}[Title]\``,
      );
    }
  }
  node.children?.forEach(refuseOldAdmonitions);
}

function collectCode(node: TreeNode, out: Code[]): void {
  if (node.type === 'code') out.push(node as Code);
  node.children?.forEach((child) => collectCode(child, out));
}

/**
 * The last blocks found in each page, with the source they were found in. A
 * build asks for a page's blocks up to three times (its samples' links, its
 * type annotations, the batch that compiles every marked page), and parsing
 * is most of what that costs: 14 s of a build of five times today's docs
 * (issue 33). Keyed by the whole source, so an edited page is parsed again;
 * one entry per page, so the dev server does not keep every edit.
 */
const lastParsed = new Map<string, {source: string; snippets: readonly Snippet[]}>();

/**
 * Throws the parser's message (with its line) when the page is not valid MDX.
 * The blocks are frozen, shared between the calls for the same source: a new list each call.
 */
export function extractSnippets(page: string, source: string): Snippet[] {
  const last = lastParsed.get(page);
  if (last?.source === source) return [...last.snippets];
  const snippets = parseSnippets(page, source);
  lastParsed.set(page, {source, snippets});
  return [...snippets];
}

function parseSnippets(page: string, source: string): readonly Snippet[] {
  const tree = parser.parse(source) as Root;
  refuseOldAdmonitions(tree);
  const codes: Code[] = [];
  collectCode(tree, codes);
  const snippets: Snippet[] = [];
  for (const code of codes) {
    const lang = code.lang ? LANGS[code.lang.toLowerCase()] : undefined;
    if (!lang || !code.position) continue;
    const {title, words} = parseMeta(code.meta);
    snippets.push(
      Object.freeze({
        page,
        lang,
        title,
        skip: words.has('skip-check'),
        v9: words.has('v9'),
        code: code.value,
        line: code.position.start.line + 1,
      }),
    );
  }
  return snippets;
}
