/**
 * Remark plugin of the API reference's docs instance: under a symbol's
 * signature and description, a link to the guide that teaches it (./guides.ts),
 * from the guides loaded in this build (./index.ts). Written into the page's
 * HTML at build time: no JavaScript.
 */
import type {Paragraph, Root, RootContent} from 'mdast';
import {guideFor, symbolOfTitle, type Guide} from './guides';

let loadedGuides: readonly Guide[] | null = null;
/** Set by the plugin once the docs are loaded, before any page is compiled. */
export const setGuides = (guides: readonly Guide[]) => {
  loadedGuides = guides;
};

/** The class of the paragraph, which search leaves out of the page's records (it names another page). */
export const GUIDE_LINK_CLASS = 'api-guide-link';

const isSourceLine = (node: RootContent) =>
  node.type === 'paragraph' && node.children[0]?.type === 'text' && node.children[0].value.startsWith('Defined in:');

/**
 * Whether the page's symbol is deprecated (typedoc's "Deprecated" section).
 * The guide that names it teaches what replaced it, under the same name (the
 * guides' `router` is `t.router`, not v9's deprecated `router()`): its page
 * says what to use instead, in that section, and links no guide by name.
 */
const isDeprecated = (tree: Root) =>
  tree.children.some(
    (node) =>
      node.type === 'heading' &&
      node.depth === 2 &&
      node.children.length === 1 &&
      node.children[0]!.type === 'text' &&
      node.children[0]!.value === 'Deprecated',
  );

export function addGuideLink(tree: Root, title: string | undefined, guides: readonly Guide[]): void {
  if (isDeprecated(tree)) return;
  const symbol = title ? symbolOfTitle(title) : null;
  const guide = symbol ? guideFor(symbol, guides) : null;
  if (!guide) return;
  const paragraph: Paragraph = {
    type: 'paragraph',
    data: {hProperties: {className: [GUIDE_LINK_CLASS]}},
    children: [
      {type: 'text', value: 'Learn it in the guide: '},
      {type: 'link', url: guide.href, children: [{type: 'text', value: guide.label}]},
    ],
  };
  // Before the source line; failing that, before the first section.
  let at = tree.children.findIndex(isSourceLine);
  if (at === -1) at = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2);
  if (at === -1) tree.children.push(paragraph);
  else tree.children.splice(at, 0, paragraph);
}

export default function remarkApiGuideLink() {
  return (tree: Root, file: {data: {frontMatter?: {title?: unknown}}}): void => {
    if (!loadedGuides) return;
    const title = file.data.frontMatter?.title;
    addGuideLink(tree, typeof title === 'string' ? title : undefined, loadedGuides);
  };
}
