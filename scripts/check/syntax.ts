/**
 * Syntax the parser did not take, which a page would show as text (what the
 * build's raw-syntax test, tests/build/rawSyntax.ts, finds in the HTML), and
 * directives no plugin renders:
 * - a text line that starts with `:::`: Docusaurus 2's admonition title
 *   (`:::note Title`, which Docusaurus 3 with `future.v4` no longer rewrites;
 *   write `:::note[Title]`), or a fence the parser did not pair;
 * - `**bold**`, `[text](url)` or `{/* comment *\/}` left as text, in prose or in
 *   a JSX attribute string (`<Card title="**New**">`);
 * - a container directive that is not an admonition (`:::notes`), a leaf
 *   directive (`::name`) or a text directive with a label or attributes
 *   (`:name[…]`): Docusaurus only warns that nothing renders them.
 * Code blocks and inline code show syntax on purpose and are left out.
 */
import type {Finding} from './findings';
import {jsxStringAttributes, lineOf, walk, type TreeNode} from './tree';
import {PATTERNS, type RawSyntax} from '../../tests/build/rawSyntax';

/** The admonitions this site writes (Docusaurus's keywords; secondary, success and important are not used here). */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

/**
 * Directives the site's own remark plugins render: the migration guide's cheat
 * sheet (`CHEAT_SHEET_DIRECTIVE`, src/plugins/migration-guide/remark.ts; the
 * unit test holds the two equal).
 */
export const SITE_DIRECTIVES = ['migration-cheat-sheet'];

/** Docusaurus's own admonition keywords, for telling an old title apart from a stray fence. */
const DOCUSAURUS_ADMONITIONS = [...ADMONITIONS, 'secondary', 'success', 'important'];

/** The build test's patterns, for text the Markdown parser left alone. */
export const RAW_PATTERNS = PATTERNS;

type RawKind = RawSyntax['kind'];

/** What a reader would see (`excerpt`, the line for a directive), and what to write instead. */
function rawMessage(kind: RawKind, excerpt: string, where: string): string {
  const shown = JSON.stringify(excerpt.replace(/\s+/g, ' ').trim());
  switch (kind) {
    case 'directive': {
      const title = /^\s*:{3,}([a-z]+)[ \t]+(\S.*)$/.exec(excerpt);
      if (title && DOCUSAURUS_ADMONITIONS.includes(title[1]!)) {
        const [name, text] = [title[1]!, title[2]!.trim()];
        return `\`:::${name} ${text}\` is Docusaurus 2 syntax and shows as text: write \`:::${name}[${text}]\``;
      }
      return `${shown} starts with \`:::\` but is no directive (an unpaired fence, or a name the parser did not take): it shows as text`;
    }
    case 'bold':
      return `${shown}${where}: \`**…**\` is not parsed there and shows as asterisks`;
    case 'link':
      return `${shown}${where}: \`[text](url)\` is not parsed there and shows as text, not a link`;
    case 'comment':
      return `${shown}${where}: the comment shows as text`;
  }
}

/** The raw syntax of one piece of text, each at its line (`line` is the text's first). */
function rawSyntaxIn(
  file: string,
  text: string,
  line: number,
  {where = '', kinds = RAW_PATTERNS.map(([kind]) => kind)}: {where?: string; kinds?: RawKind[]} = {},
): Finding[] {
  const found: Finding[] = [];
  for (const [kind, pattern] of RAW_PATTERNS.filter(([k]) => kinds.includes(k))) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      // A directive match starts at its line's break: the colons are where it is.
      const at = match.index + (kind === 'directive' ? match[0].indexOf(':') : 0);
      const lineStart = text.lastIndexOf('\n', at - 1) + 1;
      const excerpt =
        kind === 'directive'
          ? text.slice(lineStart).split('\n')[0]!
          : text.slice(Math.max(0, at - 20), at + match[0].length + 20);
      found.push({
        file,
        line: line + (text.slice(0, at).match(/\n/g)?.length ?? 0),
        kind: 'syntax',
        message: rawMessage(kind, excerpt, where),
      });
    }
  }
  return found;
}

function directiveMessage(node: TreeNode): string | null {
  const name = node.name ?? '';
  if (SITE_DIRECTIVES.includes(name)) return null;
  const hasLabelOrAttributes =
    (node.children?.length ?? 0) > 0 || Object.keys((node.attributes as object | null) ?? {}).length > 0;
  switch (node.type) {
    case 'containerDirective':
      return (ADMONITIONS as readonly string[]).includes(name)
        ? null
        : `\`:::${name}\` is not an admonition (${ADMONITIONS.join(', ')}): nothing renders it`;
    case 'leafDirective':
      return `\`::${name}\` is a directive nothing renders; escape the colons (\`\\::\`) if it is text`;
    case 'textDirective':
      return hasLabelOrAttributes
        ? `\`:${name}[…]\` is a directive nothing renders; escape the colon (\`\\:\`) if it is text`
        : null;
    default:
      return null;
  }
}

export function syntaxFindings(file: string, tree: TreeNode): Finding[] {
  const found: Finding[] = [];
  for (const node of walk(tree)) {
    if (node.type === 'text' && node.value) found.push(...rawSyntaxIn(file, node.value, lineOf(node)));
    for (const {name, value} of jsxStringAttributes(node)) {
      // Addresses and names are not shown as text.
      if (/^(href|to|src|id|className|value|groupId)$/.test(name)) continue;
      const where = ` in the JSX string ${name}="…"`;
      found.push(...rawSyntaxIn(file, value, lineOf(node), {where, kinds: ['bold', 'link', 'comment']}));
    }
    const message = directiveMessage(node);
    if (message) found.push({file, line: lineOf(node), kind: 'syntax', message});
  }
  return found;
}
