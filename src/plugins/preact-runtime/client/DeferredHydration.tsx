/**
 * Wraps one block of a page whose content renders exactly one element: each
 * top-level block of an MDX page (../rehypeDeferHydration.ts, which says why
 * exactly one), the home page's sections below the fold, the footer.
 * On the server and in the dev server it renders its child as it is. While
 * Preact hydrates the page, it waits instead: Preact keeps the block's server
 * HTML, readable and unchanged, and hydrates it when its gate opens, in an idle
 * period of its own. After hydration (a client-side navigation) it never waits.
 *
 * What it wraps must render its attributes in the browser as on the server:
 * Preact reads none while it hydrates, so one that follows useIsBrowser()
 * would keep the server's value for good. That is why the navbar is not
 * wrapped: its colour mode button is disabled until the page runs.
 */
import {Suspense, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserScheduleIdle} from '../../../clientModules/idleQueue';
import {createGates, type Gate, type Gates} from './gates';
import {isHydrating} from './hydrationPhase';

/** Any input opens every gate: it must meet live handlers. Capture phase, so it runs first. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

let pageGates: Gates | undefined;
function gates(): Gates {
  if (!pageGates) {
    const created = createGates(browserScheduleIdle);
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, created.openAll, {capture: true, passive: true}));
    pageGates = created;
  }
  return pageGates;
}

function Gated({gate, children}: {gate: Gate; children: ReactNode}): ReactNode {
  if (!gate.isOpen()) throw gate.opened;
  return children;
}

export default function DeferredHydration({children}: {children: ReactNode}): ReactNode {
  // Decided once: a block that began by waiting keeps its Suspense boundary, so
  // a later render never swaps its tree (which would redraw its DOM).
  const [gate] = useState(() => (ExecutionEnvironment.canUseDOM && isHydrating() ? gates().gate() : null));
  if (!gate) return children;
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
