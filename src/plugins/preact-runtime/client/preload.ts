/**
 * Stands in for @docusaurus/core's preload in the Preact bundle (see
 * ../index.ts). The only change: the page load's call, the first, starts in a
 * task of its own and settles in another.
 *
 * Why: the main bundle calls it while it is being evaluated, and hydrates the
 * page as soon as it settles. Matching the path against every route and
 * creating the loaders of the matched ones would lengthen the main bundle's
 * task, and hydration would lengthen whichever task settled it. Each in a task
 * of its own, none blocks input for as long.
 */
import preloadRoutes from '@docusaurus/core/lib/client/preload';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

let pageLoad = true;

export default function preload(pathname: string): Promise<unknown> {
  if (!pageLoad) return preloadRoutes(pathname);
  pageLoad = false;
  return nextTask()
    .then(() => preloadRoutes(pathname))
    .then((loaded) => nextTask().then(() => loaded));
}
