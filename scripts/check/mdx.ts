/**
 * Compiles a page with MDX 3 (`@mdx-js/mdx`, the compiler Docusaurus uses)
 * and the remark plugins that change what is valid syntax: front matter,
 * directives (admonitions) and GitHub Flavoured Markdown (tables, autolinks).
 * The site's own remark plugins are left out: their errors show in a build.
 * Every page is MDX, `.md` too (the site sets no `markdown.format`), unless
 * its front matter says `format: md`.
 *
 * `@mdx-js/mdx` is loaded with `import()`: a `tsx` script's static import is a
 * `require`, which cannot load its ES-module-only dependencies (estree-walker).
 */
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {TreeNode} from './tree';

export interface CompileError {
  line: number;
  column: number;
  message: string;
}

export type CompileResult = {tree: TreeNode; error?: undefined} | {tree?: undefined; error: CompileError};

/** The format Docusaurus compiles a page in: `md` only when its front matter asks. */
export function formatOf(source: string): 'md' | 'mdx' {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return /^format:\s*['"]?md['"]?\s*$/m.test(frontMatter) ? 'md' : 'mdx';
}

/** Where an error is: the message's own place, else the first `line:column` its text names. */
function placeOf(error: {line?: number | null; column?: number | null; reason?: string; message: string}): {
  line: number;
  column: number;
} {
  if (error.line) return {line: error.line, column: error.column ?? 1};
  const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason ?? error.message);
  return named ? {line: Number(named[1]), column: Number(named[2])} : {line: 1, column: 1};
}

/** The page's syntax tree after parsing (with the plugins above), or where the compiler stopped. */
export async function compilePage(file: string, source: string): Promise<CompileResult> {
  let tree: Root | undefined;
  const {compile} = await import('@mdx-js/mdx');
  try {
    await compile(
      {value: source, path: file},
      {
        format: formatOf(source),
        remarkPlugins: [remarkFrontmatter, remarkDirective, remarkGfm, () => (t: Root) => void (tree = t)],
      },
    );
  } catch (thrown) {
    const error = thrown as {line?: number | null; column?: number | null; reason?: string; message: string};
    return {error: {...placeOf(error), message: error.reason ?? error.message}};
  }
  return {tree: tree as unknown as TreeNode};
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);

/** Another page's tree, parsed only (for its headings), or null if it is not valid MDX. */
export function parseSource(source: string): TreeNode | null {
  try {
    return parser.parse(source) as TreeNode;
  } catch {
    return null;
  }
}
