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
