/**
 * The gates that hold deferred blocks of a page until they may hydrate: they
 * open one per idle period, in the order they were made (the page's order,
 * top first), or all at once when the reader starts to interact, so that the
 * block under the pointer or the keyboard is live before the event reaches it.
 * A gate made after that is open from the start: a block that another one
 * mounts as it hydrates (a post's paragraphs, in the post) must be live too.
 */
import {createIdleQueue, type ScheduleIdle} from '../../../clientModules/idleQueue';

export interface Gate {
  isOpen(): boolean;
  /** Settles when the gate opens: what a waiting component throws. */
  readonly opened: Promise<void>;
}

export interface Gates {
  gate(): Gate;
  openAll(): void;
}

export function createGates(scheduleIdle: ScheduleIdle): Gates {
  const closed = new Set<() => void>();
  let allOpen = false;
  const openInIdleTime = createIdleQueue<() => void>((open) => open(), scheduleIdle);
  return {
    gate() {
      if (allOpen) return {isOpen: () => true, opened: Promise.resolve()};
      let isOpen = false;
      let resolve!: () => void;
      const opened = new Promise<void>((r) => (resolve = r));
      const open = () => {
        if (isOpen) return;
        isOpen = true;
        closed.delete(open);
        resolve();
      };
      closed.add(open);
      openInIdleTime(open);
      return {isOpen: () => isOpen, opened};
    },
    openAll() {
      allOpen = true;
      [...closed].forEach((open) => open());
    },
  };
}
