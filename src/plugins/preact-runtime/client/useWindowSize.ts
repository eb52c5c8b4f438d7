/**
 * Stands in for theme-common's useWindowSize in the Preact bundle (see
 * ../index.ts). The only change: the first render already knows the real
 * window size, where the original says "ssr" and corrects itself in an effect.
 *
 * Why: with "ssr", a phone hydrates the desktop doc sidebar, blog sidebar and
 * table of contents (hundreds of links) only to unmount them a moment later
 * and render the mobile variants: the largest task after hydration. React
 * needs the first render to match the server's HTML; Preact does not: where
 * the mobile tree renders less, it drops the desktop markup (which the
 * stylesheet hides on a phone anyway), and it never reads attributes during
 * hydration, so nothing else may differ. Every use in the theme switches whole
 * subtrees on it, nothing else. One catch: Preact moves the elements that
 * follow a dropped one into place, so markup dropped before the page's main
 * column is kept until hydration ends (src/theme/BlogSidebar).
 */
import {useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, as in the original. */
const DESKTOP_BREAKPOINT = 996;

const windowSize = (desktopBreakpoint: number): WindowSize =>
  window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>(() => windowSize(desktopBreakpoint));
  useEffect(() => {
    const update = () => setSize(windowSize(desktopBreakpoint));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}
