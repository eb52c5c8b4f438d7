/**
 * The theme's heading, its anchor named by the heading's text. The theme names the anchor
 * "Direct link to <heading>" only when the heading is plain text; a heading with code or
 * emphasis in it (most API headings: "The `input` option") got its slug instead, and a screen
 * reader read "Direct link to the-input-option" (WCAG 2.4.4, 2.5.3).
 *
 * Replaced, not wrapped: the name is computed inside. Same markup, classes and translation id
 * otherwise (without the translator's description, which every page would load);
 * scripts/upstream/drift.test.ts fails when the upstream file changes.
 */
import {isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css';

/** The text a reader sees in a heading's children: strings, numbers, and the children of elements. */
export const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : isValidElement<{children?: ReactNode}>(node)
        ? textOf(node.props.children)
        : '';

export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // H1 headings do not need an id because they don't appear in the TOC.
  if (As === 'h1' || !id) return <As {...props} id={undefined} />;
  brokenLinks.collectAnchor(id);
  const anchorTitle = translate(
    {id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}'},
    {heading: textOf(props.children).trim() || id},
  );
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={anchorTitle} title={anchorTitle} translate="no">
        &#8203;
      </Link>
    </As>
  );
}
