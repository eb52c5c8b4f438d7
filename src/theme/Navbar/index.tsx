/**
 * The navbar inside the page's `header`, its banner landmark, which screen readers offer
 * beside "main" and "contentinfo" (WCAG 1.3.1). `display: contents` gives the header no box,
 * so the navbar stays sticky against the page, not inside a box of its own height.
 *
 * Guard: the theme does not mark this component safe to wrap, so
 * scripts/upstream/drift.test.ts fails when its upstream file changes.
 */
import Navbar from '@theme-original/Navbar';
import type {ReactNode} from 'react';

export default function NavbarWrapper(): ReactNode {
  return (
    <header style={{display: 'contents'}}>
      <Navbar />
    </header>
  );
}
