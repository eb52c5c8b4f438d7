/**
 * Where a page's main-thread blocking time goes, from a Chromium trace.
 *
 * Total Blocking Time counts, for every main-thread task longer than 50 ms,
 * the part beyond 50 ms. This splits that blocking part of each long task
 * among what the task did, by the self time of the trace events nested in it
 * (script compile, script evaluation, function calls (where React hydrates),
 * style, layout, paint, HTML parsing, garbage collection), and the script
 * time among the bundle files the V8 sampling profiler saw running. Each long
 * task's share is scaled to its blocking part, so the rows add up to TBT.
 */

/** The subset of a trace event this reads (Chromium's Trace Event Format). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: {
        nodes?: {id: number; parent?: number; callFrame: {url?: string; functionName: string}}[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

/** What a trace event's self time counts as. */
export type Activity =
  | 'script compile'
  | 'script evaluation'
  | 'function calls (incl. hydration)'
  | 'style'
  | 'layout'
  | 'paint and compositing'
  | 'HTML parsing'
  | 'garbage collection'
  | 'other';

const ACTIVITY: Record<string, Activity> = {
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'V8.CompileCode': 'script compile',
  'v8.parseOnBackground': 'script compile',
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  'v8.run': 'script evaluation',
  FunctionCall: 'function calls (incl. hydration)',
  'v8.callFunction': 'function calls (incl. hydration)',
  TimerFire: 'function calls (incl. hydration)',
  EventDispatch: 'function calls (incl. hydration)',
  FireAnimationFrame: 'function calls (incl. hydration)',
  RunMicrotasks: 'function calls (incl. hydration)',
  'V8.Execute': 'function calls (incl. hydration)',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  Paint: 'paint and compositing',
  PrePaint: 'paint and compositing',
  Layerize: 'paint and compositing',
  CompositeLayers: 'paint and compositing',
  UpdateLayer: 'paint and compositing',
  Commit: 'paint and compositing',
  ParseHTML: 'HTML parsing',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MARK_COMPACTOR': 'garbage collection',
  BlinkGC: 'garbage collection',
};

export const LONG_TASK_MS = 50;

export interface Attribution {
  /** Total Blocking Time over the whole trace, ms (every long task, not only those after first paint). */
  blockingMs: number;
  longTasks: {startMs: number; durationMs: number}[];
  /** Blocking ms per activity; adds up to `blockingMs`. */
  byActivity: Partial<Record<Activity, number>>;
  /** Blocking ms of script time per bundle file (the last path segment of the URL), from the profiler's samples. */
  byScript: Record<string, number>;
}

/** The renderer main thread of the page: the thread named CrRendererMain with the most task time. */
export function mainThread(events: TraceEvent[]): {pid: number; tid: number} | undefined {
  const named = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: {pid: number; tid: number} | undefined;
  let bestTime = -1;
  for (const thread of named) {
    const time = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (time > bestTime) [best, bestTime] = [{pid: thread.pid, tid: thread.tid}, time];
  }
  return best;
}

/** Self time (µs) per activity of the complete events inside [start, end], nested by their time ranges. */
export function selfTimes(events: TraceEvent[], start: number, end: number): Map<Activity, number> {
  const inside = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts + e.dur! <= end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<Activity, number>();
  const add = (activity: Activity, us: number) => self.set(activity, (self.get(activity) ?? 0) + us);
  // A stack of open events; each event's self time is its duration minus its children's.
  const stack: {event: TraceEvent; children: number}[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const {event, children} = stack.pop()!;
      add(ACTIVITY[event.name] ?? 'other', Math.max(0, event.dur! - children));
      if (stack.length > 0) stack.at(-1)!.children += event.dur!;
    }
  };
  for (const event of inside) {
    close(event.ts);
    stack.push({event, children: 0});
  }
  close(Infinity);
  return self;
}

/** Sampled script time (µs) per bundle file inside [start, end], from the profiles of the given thread. */
export function scriptTimes(
  events: TraceEvent[],
  thread: {pid: number; tid: number},
  start: number,
  end: number,
): Map<string, number> {
  const times = new Map<string, number>();
  // One profile per profiled thread; its chunks carry its id, not its thread.
  const clocks = new Map<string, number>();
  for (const event of events)
    if (event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid && event.id)
      clocks.set(event.id, (event.args?.data as {startTime?: number} | undefined)?.startTime ?? event.ts);
  // A frame without a script of its own (a DOM call, a builtin) counts for the nearest caller that has one.
  const nodes = new Map<string, {file: string; parent?: string}>();
  const fileOf = (key: string): string => {
    for (let node = nodes.get(key); node; node = node.parent ? nodes.get(node.parent) : undefined)
      if (node.file) return node.file;
    return '(no script)';
  };
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== thread.pid || !event.id || !clocks.has(event.id)) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const special = ['(idle)', '(program)', '(root)', '(garbage collector)'].includes(node.callFrame.functionName);
      nodes.set(`${event.id}:${node.id}`, {
        file: special
          ? node.callFrame.functionName
          : ((node.callFrame.url ?? '').split('/').at(-1)?.split('?')[0] ?? ''),
        parent: node.parent === undefined ? undefined : `${event.id}:${node.parent}`,
      });
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let clock = clocks.get(event.id)!;
    samples.forEach((id, i) => {
      const delta = deltas[i] ?? 0;
      clock += delta;
      if (clock < start || clock > end) return;
      const file = fileOf(`${event.id}:${id}`);
      if (file === '(idle)' || file === '(program)' || file === '(root)') return;
      // Each sample stands for the interval before it.
      times.set(file, (times.get(file) ?? 0) + Math.max(0, delta));
    });
    clocks.set(event.id, clock);
  }
  return times;
}

/** Splits every long task's blocking part among its activities and scripts. */
export function attribute(events: TraceEvent[]): Attribution {
  const thread = mainThread(events);
  const result: Attribution = {blockingMs: 0, longTasks: [], byActivity: {}, byScript: {}};
  if (!thread) return result;
  const onMain = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const origin = Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > LONG_TASK_MS * 1000);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const blockingUs = task.dur! - LONG_TASK_MS * 1000;
    result.blockingMs += blockingUs / 1000;
    result.longTasks.push({startMs: Math.round((task.ts - origin) / 1000), durationMs: Math.round(task.dur! / 1000)});
    const self = selfTimes(onMain, task.ts, end);
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    for (const [activity, us] of self)
      result.byActivity[activity] = (result.byActivity[activity] ?? 0) + ((us / total) * blockingUs) / 1000;
    const scripts = scriptTimes(events, thread, task.ts, end);
    const scriptTotal = [...scripts.values()].reduce((a, b) => a + b, 0);
    if (scriptTotal === 0) continue;
    // The script part of this task's blocking time, split by where the samples ran.
    const scriptShare =
      ((self.get('script compile') ?? 0) +
        (self.get('script evaluation') ?? 0) +
        (self.get('function calls (incl. hydration)') ?? 0)) /
      total;
    for (const [file, us] of scripts)
      result.byScript[file] = (result.byScript[file] ?? 0) + ((us / scriptTotal) * scriptShare * blockingUs) / 1000;
  }
  return result;
}
