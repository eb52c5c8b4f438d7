/**
 * Stands in for @docusaurus/ComponentCreator in the Preact bundle (see
 * ../index.ts). The only change: a route's loadable component is created when
 * the route is first preloaded or rendered, not when the route table is read.
 *
 * Why: the route table creates one for every route of the site (about 250) as
 * the main bundle is evaluated, in the task that blocks the page longest
 * before hydration; a page load needs the few routes its path matches.
 */
import type {ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

export default function LazyComponentCreator(path: string, hash: string) {
  let loadable: ReturnType<typeof ComponentCreator> | undefined;
  const load = () => (loadable ??= ComponentCreator(path, hash));
  function Route(props: Record<string, unknown>): ReactNode {
    const Loadable = load();
    return <Loadable {...props} />;
  }
  Route.preload = () => load().preload();
  return Route;
}
