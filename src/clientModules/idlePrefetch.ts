/**
 * Docusaurus prefetches the code of every page a visible link points to, as
 * soon as the link scrolls into view. Each prefetch scans every route, so the
 * links of a docs page (sidebar, table of contents, pagination) cost a long
 * task right after hydration, the largest part of the page's blocking time.
 * Here the prefetches wait for idle time and run one per idle period; hovering
 * a link still loads its page at once (that is `preload`, untouched).
 *
 * `window.docusaurus` is set by Docusaurus's entry after the client modules
 * are imported, so this module intercepts the assignment.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserScheduleIdle, createIdleQueue} from './idleQueue';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

if (ExecutionEnvironment.canUseDOM) {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set(value: DocusaurusGlobal) {
      const prefetchWhenIdle = createIdleQueue<string>((path) => void value.prefetch(path), browserScheduleIdle);
      current = {
        ...value,
        prefetch: (routePath) => {
          prefetchWhenIdle(routePath);
          return false;
        },
      };
    },
  });
}

export {};
