import {describe, expect, it} from 'vitest';
import {attribute, selfTimes, type TraceEvent} from './traceAttribution';

const MAIN = {pid: 1, tid: 10};
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: {name},
});
const x = (name: string, ts: number, dur: number, thread = MAIN): TraceEvent => ({name, ph: 'X', ts, dur, ...thread});

describe('selfTimes', () => {
  it('gives each event its duration minus its children', () => {
    const self = selfTimes(
      [
        x('RunTask', 0, 100_000),
        x('FunctionCall', 10_000, 60_000),
        x('Layout', 20_000, 20_000),
        x('Layout', 80_000, 10_000),
      ],
      0,
      100_000,
    );
    expect(self.get('function calls (incl. hydration)')).toBe(40_000);
    expect(self.get('layout')).toBe(30_000);
    expect(self.get('other')).toBe(30_000);
  });
});

describe('attribute', () => {
  const profile: TraceEvent[] = [
    {name: 'Profile', ph: 'P', ts: 0, id: '0x1', ...MAIN, args: {data: {startTime: 0} as never}},
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      id: '0x1',
      pid: 1,
      tid: 99,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              {id: 1, callFrame: {functionName: '(root)'}},
              {id: 2, parent: 1, callFrame: {functionName: 'hydrate', url: 'http://x/assets/js/main.abc.js'}},
              {id: 3, parent: 2, callFrame: {functionName: 'appendChild'}},
              {id: 4, parent: 1, callFrame: {functionName: 'run', url: 'http://x/assets/js/runtime~main.js'}},
            ],
            // 150 ms of main.abc.js (two of them in a DOM call it made), then 50 ms of the runtime.
            samples: [2, 3, 3, 4],
          },
          timeDeltas: [50_000, 50_000, 50_000, 50_000],
        },
      },
    },
  ];

  it('counts only the part of long tasks beyond 50 ms, split by activity and script', () => {
    const result = attribute([
      meta(1, 10, 'CrRendererMain'),
      meta(2, 20, 'CrRendererMain'),
      // A short task blocks nothing.
      x('RunTask', 300_000, 40_000),
      x('RunTask', 1_000, 250_000),
      x('FunctionCall', 1_000, 200_000),
      x('Layout', 201_000, 50_000),
      x('RunTask', 0, 10_000, {pid: 2, tid: 20}),
      ...profile,
    ]);
    expect(result.longTasks).toHaveLength(1);
    expect(result.blockingMs).toBe(200);
    expect(result.byActivity['function calls (incl. hydration)']).toBeCloseTo(160);
    expect(result.byActivity.layout).toBeCloseTo(40);
    // The script share of the blocking time (160 ms) split 3:1 by the samples.
    expect(result.byScript['main.abc.js']).toBeCloseTo(120);
    expect(result.byScript['runtime~main.js']).toBeCloseTo(40);
  });

  it('gives nothing for a trace without a renderer main thread', () => {
    expect(attribute([x('RunTask', 0, 500_000)]).blockingMs).toBe(0);
  });
});
