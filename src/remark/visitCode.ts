/** Calls `visit` on every code block (mdast `code` node) of a Markdown tree, in document order. */
import type {Code, Root} from 'mdast';

interface TreeNode {
  type: string;
  children?: TreeNode[];
}

export function visitCode(tree: Root | TreeNode, visit: (code: Code) => void): void {
  const node = tree as TreeNode;
  if (node.type === 'code') visit(node as Code);
  node.children?.forEach((child) => visitCode(child, visit));
}

/**
 * Pairs the snippet checker's blocks of a page with the tree's code blocks: the same blocks
 * in the same order, matched by their text, as another plugin may have added a block. Calls
 * `visit` with each checked block's node and its index among the snippets.
 */
export function visitCheckedBlocks<S extends {code: string}>(
  tree: Root,
  snippets: readonly S[],
  visit: (code: Code, snippet: S, index: number) => void,
): void {
  const codes: Code[] = [];
  visitCode(tree, (code) => codes.push(code));
  let next = 0;
  snippets.forEach((snippet, i) => {
    const at = codes.findIndex((code, j) => j >= next && code.value === snippet.code);
    if (at === -1) return;
    next = at + 1;
    visit(codes[at]!, snippet, i);
  });
}
