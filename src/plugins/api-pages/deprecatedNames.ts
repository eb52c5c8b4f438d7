/**
 * Remark plugin of the API reference's docs instance. typedoc strikes a
 * deprecated symbol's name through (`~~name~~`) in a package's lists, and a
 * strike-through says nothing to a screen reader, nor to a reader who does
 * not know the convention: each one outside a heading is followed by
 * "(deprecated)", inside its link where it has one, so that the link's name
 * says it too. A heading keeps its text, from which its anchor is made; the
 * member's own "Deprecated" section under it says what the strike meant.
 */
import type {Parent, Root} from 'mdast';

export function markDeprecatedNames(node: Parent): void {
  if (node.type === 'heading') return;
  for (let i = 0; i < node.children.length; i++) {
    const child = node.children[i]!;
    if (child.type === 'delete') node.children.splice(++i, 0, {type: 'text', value: ' (deprecated)'});
    else if ('children' in child) markDeprecatedNames(child);
  }
}

export default function remarkDeprecatedNames() {
  return (tree: Root): void => markDeprecatedNames(tree);
}
