/**
 * What `@docusaurus/Head` resolves to in the Preact bundle.
 *
 * The server has already written the page's head. Mounting its <Helmet>s while
 * the page hydrates only reads that head back and finds it right, yet it is
 * about a sixth of the hydration of a page (site metadata, page metadata, the
 * html classes). So a Head rendered while the page hydrates mounts its Helmet
 * when the first gate of the page opens (./DeferredHydration.tsx: idle time,
 * or the first input), every such Head in the same render, so that the head
 * never holds a part of the page's tags. A Head rendered later, on a
 * client-side navigation, mounts its Helmet at once.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {Helmet, type HelmetProps} from 'react-helmet-async';
import {nextGate} from './DeferredHydration';
import type {Gate} from './gates';
import {isHydrating} from './hydrationPhase';

/** The one gate of all the Heads of the page load, made by the first. */
let pageLoadGate: Gate | undefined;

export default function Head(props: HelmetProps): ReactNode {
  const [gate] = useState(() => (isHydrating() ? (pageLoadGate ??= nextGate()) : undefined));
  const [mounted, setMounted] = useState(() => !gate || gate.isOpen());
  useEffect(() => {
    if (!mounted) void gate!.opened.then(() => setMounted(true));
  }, [gate, mounted]);
  return mounted ? <Helmet {...props} /> : null;
}
