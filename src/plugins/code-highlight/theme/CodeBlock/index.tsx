/**
 * The theme's CodeBlock without its re-mount after hydration. The theme keys
 * every block on "is this the browser" to redraw it once the page is live:
 * Prism's colours were inline styles of the colour mode rendered on the server.
 * Here the colours are stylesheets scoped to the colour mode
 * (src/plugins/code-highlight), so a block is right from the start, and
 * redrawing every block of a page was pure main-thread cost.
 *
 * Gain: part of build-time highlighting (see CodeBlock/Content).
 * Guard: scripts/upstream/drift.test.ts fails when the upstream file it
 * stands for changes (handbook/upgrading-docusaurus.md).
 */
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {textOfHtml} from '@site/src/text/html';

/** Plain strings are joined into one code string; anything with elements stays as it is (as in the theme). */
function codeOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props & {highlightedHtml?: string}): ReactNode {
  // A highlighted block comes without its code (src/plugins/code-highlight/remark.ts):
  // it is the HTML's text, with the newline MDX ends a block's code with.
  const code =
    children === undefined && props.highlightedHtml !== undefined
      ? `${textOfHtml(props.highlightedHtml)}\n`
      : codeOf(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
