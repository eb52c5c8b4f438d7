/** The little of mdast (and its MDX and directive extensions) the checks read, without the type packages' unions. */

export interface TreeNode {
  type: string;
  value?: string;
  url?: string;
  name?: string;
  attributes?: unknown;
  children?: TreeNode[];
  data?: {estree?: {body: unknown[]; comments?: {value: string}[]}};
  position?: {start: {line: number; column: number; offset?: number}};
}

/** A JSX attribute (`<a href="/docs">`): its value is a string only when written as one. */
export interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** Every node, depth first, with the code blocks, inline code and expressions skipped unless `code` is set. */
export function* walk(node: TreeNode, {code = false} = {}): Generator<TreeNode> {
  yield node;
  if (!code && /^(code|inlineCode|mdxFlowExpression|mdxTextExpression|mdxjsEsm|yaml|html)$/.test(node.type)) return;
  for (const child of node.children ?? []) yield* walk(child, {code});
}

/** The string-valued attributes of a JSX element, by name. */
export function jsxStringAttributes(node: TreeNode): {name: string; value: string}[] {
  if (!/^mdxJsx(Flow|Text)Element$/.test(node.type) || !Array.isArray(node.attributes)) return [];
  return (node.attributes as JsxAttribute[]).flatMap((a) =>
    a.type === 'mdxJsxAttribute' && typeof a.name === 'string' && typeof a.value === 'string'
      ? [{name: a.name, value: a.value}]
      : [],
  );
}

export const lineOf = (node: TreeNode): number => node.position?.start.line ?? 1;
