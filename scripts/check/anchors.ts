/**
 * The anchors a page's source gives it, as Docusaurus 3's heading plugin
 * (@docusaurus/mdx-loader, remark/headings) writes them: an explicit id wins
 * (`## Title {#custom-id}`, escaped `\{#custom-id\}` in MDX, or a last
 * `{/* #custom-id *\/}`), else the heading's text through one `createSlugger`
 * per page, so a repeated heading gets `-1`, `-2`. JSX elements written with
 * an `id` add theirs. Ids that components make at render time are not known
 * here; a build's HTML has them.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import type {Nodes} from 'mdast';
import {jsxStringAttributes, walk, type TreeNode} from './tree';

/** `{/* #my-id *\/}` as a heading's last child: the id, as the heading plugin reads it. */
function commentId(heading: TreeNode): string | undefined {
  const last = heading.children?.at(-1);
  const program = last?.type === 'mdxTextExpression' ? last.data?.estree : undefined;
  if (!program || program.body.length > 0 || program.comments?.length !== 1) return undefined;
  const first = program.comments[0]!.value.trim().split(' ')[0] ?? '';
  return first.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** The ids of a page's headings and of its JSX elements that carry one, in page order. */
export function pageAnchors(tree: TreeNode): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  for (const node of walk(tree)) {
    if (node.type === 'heading') {
      const textNodes = (node.children ?? []).filter((c) => !['html', 'jsx'].includes(c.type));
      const text = toString((textNodes.length > 0 ? textNodes : [node]) as Nodes[]);
      const id = commentId(node) ?? parseMarkdownHeadingId(text).id ?? slugger.slug(text);
      anchors.add(id);
    }
    for (const {name, value} of jsxStringAttributes(node)) if (name === 'id') anchors.add(value);
  }
  return anchors;
}

/** The `id`s of a built page's HTML (quoted or, after minifying, bare). */
export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"'=`]+))/g)) {
    ids.add(match[1] ?? match[2] ?? match[3]!);
  }
  return ids;
}
