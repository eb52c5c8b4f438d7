/**
 * Wraps every Markdown table in a scroll container the keyboard can reach
 * (`role="region"`, `tabindex="0"`, named by the table's column headings). A
 * table then fits its column when its words allow (src/css/custom.css) and
 * otherwise scrolls inside the container, never wider than the article and
 * never cut off. Done at build time: no script in the page.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

export const TABLE_SCROLL_CLASS = 'table-scroll';

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as ElementContent)).join('') : '';
}

/** The table's column headings, the text of the first row's cells. */
export function columnHeadings(table: Element): string[] {
  const rows: Element[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'tr') rows.push(child);
      else if (child.tagName === 'thead' || child.tagName === 'tbody') collect(child);
    }
  };
  collect(table);
  const first = rows[0];
  if (!first) return [];
  return first.children
    .filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'th' || cell.tagName === 'td'))
    .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function wrap(table: Element): Element {
  const headings = columnHeadings(table);
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [TABLE_SCROLL_CLASS],
      role: 'region',
      tabIndex: 0,
      ariaLabel: headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table',
    },
    children: [table],
  };
}

function visit(parent: Root | Element): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') return child;
    if (child.tagName === 'table') return wrap(child);
    visit(child);
    return child;
  }) as typeof parent.children;
}

export default function rehypeTableScroll() {
  return (tree: Root): void => visit(tree);
}
