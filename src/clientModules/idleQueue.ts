/**
 * A queue worked off in idle time, one item per idle period, so that what it
 * runs never makes a long task (an idle period may last 50 ms; on a slow phone
 * several items would fill it). Each item runs once, in arrival order.
 */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type ScheduleIdle = (work: (deadline: IdleDeadlineLike) => void) => void;

/** Skip an idle period with less than this left: the item may not fit. */
const MIN_REMAINING_MS = 4;

export function createIdleQueue<T>(run: (item: T) => void, scheduleIdle: ScheduleIdle): (item: T) => void {
  const queue: T[] = [];
  const seen = new Set<T>();
  let scheduled = false;
  const work = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    if (deadline.timeRemaining() >= MIN_REMAINING_MS) run(queue.shift()!);
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(work);
  };
  return (item: T) => {
    if (seen.has(item)) return;
    seen.add(item);
    queue.push(item);
    schedule();
  };
}

/** Safari has no requestIdleCallback: a timeout then stands in for an idle period of ~10 ms. */
export const browserScheduleIdle: ScheduleIdle = (work) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work);
  else setTimeout(() => {
    const start = performance.now();
    work({timeRemaining: () => Math.max(0, 10 - (performance.now() - start))});
  }, 50);
};
