/**
 * Wraps one block of a page whose content renders exactly one element: each
 * top-level block of an MDX page (../rehypeDeferHydration.ts, which says why
 * exactly one), the home page's sections below the fold, the footer.
 * On the server and in the dev server it renders its child as it is. While
 * Preact hydrates the page, it waits instead: Preact keeps the block's server
 * HTML, readable and unchanged, and hydrates it when its gate opens, in an idle
 * period of its own. After hydration (a client-side navigation) it never waits.
 * Blocks nest: a post waits as a whole, and when it hydrates, its header and
 * each block of its content wait in turn, for gates of their own.
 *
 * Preact reads no attribute while it hydrates: what the browser renders
 * differently from the server (a state read from storage, useIsBrowser(), the
 * colour mode) is put right by the render that follows the page's own
 * hydration, which a block still waiting then misses. So by default a block
 * must render its attributes in the browser as on the server, as prose does.
 * A block that may not (a navbar item that follows the preferred docs
 * version) passes `checkAttributes`: it then hydrates as Preact renders over
 * existing HTML, reading each element's attributes and correcting those that
 * differ. That costs a little more, so the content's blocks do not ask for it.
 */
import {Suspense, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserScheduleIdle} from '../../../clientModules/idleQueue';
import {createGates, type Gate, type Gates} from './gates';
import {isHydrating, resumingHydration} from './hydrationPhase';

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

/** A gate of the page's own, next in its order: for what waits without a boundary (./Head.tsx). */
export function nextGate(): Gate {
  return gates().gate();
}

/**
 * Preact's flag on a vnode that suspended while hydrating (`MODE_HYDRATE` in
 * preact/src/constants.js; `__u` is the vnode's `_flags` in its built files).
 * A suspended vnode without it resumes over its DOM as a plain render does.
 * These are Preact's internals (10.29): if they change, attributes are no
 * longer checked, and the end-to-end tests of e2e/hydration.spec.ts on the
 * version dropdown and the colour mode button fail.
 */
const MODE_HYDRATE = 1 << 5;
/** What Preact makes `this` in a function component: the instance (`__v`: its vnode), kept while it waits. */
interface PreactInstance {
  __v?: {__u: number};
  /** Ours: this block threw its gate's promise and has not rendered since. */
  waited?: boolean;
}

interface GatedProps {
  gate: Gate;
  checkAttributes: boolean;
  children: ReactNode;
}

function Gated(this: PreactInstance | undefined, {gate, checkAttributes, children}: GatedProps): ReactNode {
  if (gate.isOpen()) {
    if (this?.waited) {
      this.waited = false;
      // The render after waiting hydrates the block, and blocks it mounts may
      // wait in turn. Not in a checked block: that render is not a hydration,
      // and Preact would move what waited in it when it came back.
      if (!checkAttributes) resumingHydration();
    }
    return children;
  }
  if (this) this.waited = true;
  if (checkAttributes) {
    const instance = this;
    // Runs before Suspense's own callback on the same promise, which resumes the render.
    void gate.opened.then(() => {
      if (instance?.__v) instance.__v.__u &= ~MODE_HYDRATE;
    });
  }
  throw gate.opened;
}

interface Props {
  children: ReactNode;
  /** Correct the attributes that the browser renders differently from the server (see above). */
  checkAttributes?: boolean;
}

export default function DeferredHydration({children, checkAttributes = false}: Props): ReactNode {
  // Decided once: a block that began by waiting keeps its Suspense boundary, so
  // a later render never swaps its tree (which would redraw its DOM).
  const [gate] = useState(() => (ExecutionEnvironment.canUseDOM && isHydrating() ? gates().gate() : null));
  if (!gate) return children;
  return (
    <Suspense fallback={null}>
      <Gated gate={gate} checkAttributes={checkAttributes}>
        {children}
      </Gated>
    </Suspense>
  );
}

/**
 * A theme component that always renders one element, wrapped whole: what a
 * thin swizzle of it exports (src/theme/Navbar, Footer, DocItem/Content and
 * others). `name` is the wrapper's name in the dev tools.
 */
export function hydratedWhenIdle<P extends object>(Component: ComponentType<P>, name: string): ComponentType<P> {
  function HydratedWhenIdle(props: P): ReactNode {
    return (
      <DeferredHydration>
        <Component {...props} />
      </DeferredHydration>
    );
  }
  HydratedWhenIdle.displayName = name;
  return HydratedWhenIdle;
}
