/**
 * A rehype plugin for every MDX page: wraps each top-level block of the page
 * (a paragraph, a heading, a code block, a list, an admonition…) in
 * `<DeferredHydration>` (./client/DeferredHydration.tsx).
 *
 * Why: Preact hydrates a page in one synchronous task. On a long doc page that
 * task, and the effects that follow it, block a slow phone's main thread for
 * hundreds of milliseconds, yet the prose is static HTML that needs no code to
 * be read. Each wrapped block hydrates later, in an idle period of its own, and
 * keeps its server-rendered HTML until then.
 *
 * A block is wrapped only when it renders exactly one DOM element: Preact keeps
 * one DOM node for a component that waits during hydration, and a wrapper with
 * zero or several nodes would lose or steal its neighbours'. That holds for
 * every HTML element (through the theme's MDX components too: a heading, `pre`,
 * `details`, `ul`), but not for `head` (rendered into the document head) nor
 * for an arbitrary component, so components are wrapped only when listed.
 */
import type {Element, Root, RootContent} from 'hast';

export const DEFERRED_COMPONENT = 'DeferredHydration';

/** MDX components known to render one root element: the theme's admonitions and tabs. */
const SINGLE_ROOT_COMPONENTS = new Set(['admonition', 'Tabs']);
/** Elements that render no DOM of their own in the page body. */
const NO_BODY_ELEMENTS = new Set(['head']);

interface JsxFlowElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: unknown[];
  children: RootContent[];
}

function rendersOneElement(node: RootContent | JsxFlowElement): boolean {
  if (node.type === 'element') return !NO_BODY_ELEMENTS.has((node as Element).tagName);
  if (node.type !== 'mdxJsxFlowElement') return false; // text, ESM, expressions
  const {name} = node as JsxFlowElement;
  if (!name) return false; // a fragment: any number of nodes
  const isHtmlTag = /^[a-z][a-z0-9-]*$/.test(name);
  return SINGLE_ROOT_COMPONENTS.has(name) || (isHtmlTag && !NO_BODY_ELEMENTS.has(name));
}

export function deferHydration(tree: Root): void {
  tree.children = tree.children.map((node) =>
    rendersOneElement(node)
      ? ({type: 'mdxJsxFlowElement', name: DEFERRED_COMPONENT, attributes: [], children: [node]} as JsxFlowElement as unknown as RootContent)
      : node,
  );
}

export default function rehypeDeferHydration() {
  return deferHydration;
}
