/**
 * Stands in for @docusaurus/core's ClientLifecyclesDispatcher in the Preact
 * bundle (see ../index.ts). The only change: the scroll and `onRouteDidUpdate`
 * wait for the next animation frame.
 *
 * Why: React renders everything a click changed in one synchronous commit;
 * Preact renders each changed component in queued passes (microtasks).
 * - The routes below Docusaurus's <PendingNavigation> read the location from a
 *   context, which Preact re-renders in a pass after this effect: the scroll to
 *   `#hash` and the client modules' route hooks would see the previous page.
 * - A search hit both navigates and closes the search modal, and the modal
 *   restores the scroll position it opened at when it unmounts, in a pass that
 *   can come after this effect: it would undo the scroll to `#hash`.
 * The next frame comes after every queued pass and still before the browser
 * paints the new page.
 */
import type {ReactNode} from 'react';
import type {Location} from 'history';
import clientModules from '@generated/client-modules';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

type Lifecycle = 'onRouteUpdate' | 'onRouteDidUpdate';
interface RouteArgs {
  previousLocation: Location | null;
  location: Location;
}

export function dispatchLifecycleAction(lifecycleAction: Lifecycle, args: RouteArgs): () => void {
  const callbacks = clientModules.map((clientModule) => {
    const module = clientModule as {default?: Record<string, unknown>} & Record<string, unknown>;
    const hook = (module.default?.[lifecycleAction] ?? module[lifecycleAction]) as
      | ((routeArgs: RouteArgs) => (() => void) | void)
      | undefined;
    return hook?.(args);
  });
  return () => callbacks.forEach((callback) => callback?.());
}

/** Same rules as Docusaurus: to the top, or to the element the hash names; not for query changes. */
function scrollAfterNavigation({location, previousLocation}: RouteArgs): void {
  if (!previousLocation) return; // the browser handles the first load
  const onlySearchChanged =
    location.pathname === previousLocation.pathname &&
    location.hash === previousLocation.hash &&
    location.search !== previousLocation.search;
  if (onlySearchChanged) return;
  if (!location.hash) window.scrollTo(0, 0);
  else document.getElementById(decodeURIComponent(location.hash.substring(1)))?.scrollIntoView();
}

export default function ClientLifecyclesDispatcher({
  children,
  location,
  previousLocation,
}: RouteArgs & {children: ReactNode}): ReactNode {
  useIsomorphicLayoutEffect(() => {
    if (previousLocation === location) return;
    requestAnimationFrame(() => {
      scrollAfterNavigation({location, previousLocation});
      dispatchLifecycleAction('onRouteDidUpdate', {previousLocation, location});
    });
  }, [previousLocation, location]);
  return children;
}
