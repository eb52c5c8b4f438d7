/**
 * npm run bench:trace -- [--dir build] [--pages doc10,useQuery] [--runs 5] [--cpu 4] [--out trace.json]
 *
 * Records a Chromium performance trace of each page's first load (a phone's
 * viewport, the CPU slowed as Lighthouse's mobile run slows it) and prints
 * where the main thread's blocking time went: by activity (compile, script
 * evaluation, function calls, where React's hydration runs, style, layout,
 * paint) and by bundle file (`traceAttribution.ts`). Figures are medians of
 * `--runs` loads; the machine's load average is printed beside them, because
 * a busy machine stretches every row.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type CDPSession} from '@playwright/test';
import {measureBenchmarkIndex} from './benchmarkIndex';
import {CHROMIUM, FLAGS, median} from './lighthouse';
import {PAGES} from './pages';
import {freePort, stop, waitFor} from './processes';
import {attribute, type Activity, type Attribution, type TraceEvent} from './traceAttribution';

const TRACED = {...PAGES, useQuery: '/docs/client/react/useQuery'} as const;
type Traced = keyof typeof TRACED;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    pages: {type: 'string', default: 'doc10,useQuery'},
    runs: {type: 'string', default: '5'},
    cpu: {type: 'string', default: '4'},
    out: {type: 'string'},
  },
});
const root = path.resolve(__dirname, '../..');
const pages = values.pages.split(',') as Traced[];

async function readStream(session: CDPSession, handle: string): Promise<string> {
  let text = '';
  for (;;) {
    const chunk = await session.send('IO.read', {handle});
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await session.send('IO.close', {handle});
  return text;
}

async function traceOnce(origin: string, url: string, cpu: number): Promise<Attribution> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new')});
  try {
    // Lighthouse's mobile viewport; nothing but the local server answers.
    const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75});
    await context.route(
      (u) => !u.href.startsWith(origin),
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    const done = new Promise<string>((resolve) => session.once('Tracing.tracingComplete', (e) => resolve(e.stream!)));
    await session.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: {
        includedCategories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          '__metadata',
        ],
      },
    });
    await page.goto(origin + url, {waitUntil: 'load'});
    // What runs after load (hydration waits for the route's chunks) belongs to the first interaction's cost.
    await page.waitForTimeout(5000);
    await session.send('Tracing.end');
    const text = await readStream(session, await done);
    const parsed = JSON.parse(text) as {traceEvents: TraceEvent[]} | TraceEvent[];
    return attribute(Array.isArray(parsed) ? parsed : parsed.traceEvents);
  } finally {
    await browser.close();
  }
}

async function main() {
  const port = await freePort();
  const server = spawn(
    'npx',
    ['tsx', 'scripts/serve', '--port', String(port), '--dir', path.resolve(values.dir), '--gzip'],
    {cwd: root, stdio: 'ignore', detached: true},
  );
  const origin = `http://127.0.0.1:${port}`;
  const results: Record<string, Attribution[]> = {};
  const indexBefore = await measureBenchmarkIndex();
  try {
    await waitFor(`${origin}/`, 60);
    for (let run = 0; run < Number(values.runs); run++)
      for (const type of pages) {
        const result = await traceOnce(origin, TRACED[type], Number(values.cpu));
        (results[type] ??= []).push(result);
        console.error(
          `run ${run + 1} ${type}: blocking ${Math.round(result.blockingMs)} ms in ${result.longTasks.length} long tasks (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
      }
  } finally {
    stop(server.pid);
  }
  const benchmarkIndex = [indexBefore, await measureBenchmarkIndex()];
  console.log(
    `benchmarkIndex ${benchmarkIndex.join(' → ')}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (values.out)
    fs.writeFileSync(
      values.out,
      `${JSON.stringify({date: new Date().toISOString(), benchmarkIndex, results}, null, 2)}\n`,
    );
  for (const type of pages) {
    const runs = results[type]!;
    const total = median(runs.map((r) => r.blockingMs));
    console.log(`\n### ${TRACED[type]} (${values.cpu}× CPU slowdown, median of ${runs.length})\n`);
    console.log(
      `Blocking time: ${Math.round(total)} ms; long tasks (median count): ${median(runs.map((r) => r.longTasks.length))}\n`,
    );
    console.log('| activity | blocking ms | share |\n|---|---|---|');
    const activities = [...new Set(runs.flatMap((r) => Object.keys(r.byActivity)))] as Activity[];
    const rows = activities
      .map((a) => [a, median(runs.map((r) => r.byActivity[a] ?? 0))] as const)
      .sort((a, b) => b[1] - a[1]);
    for (const [a, ms] of rows) console.log(`| ${a} | ${Math.round(ms)} | ${Math.round((ms / total) * 100)}% |`);
    console.log('\n| script file | blocking ms |\n|---|---|');
    const files = [...new Set(runs.flatMap((r) => Object.keys(r.byScript)))];
    const fileRows = files
      .map((f) => [f, median(runs.map((r) => r.byScript[f] ?? 0))] as const)
      .filter(([, ms]) => ms >= 5)
      .sort((a, b) => b[1] - a[1]);
    for (const [f, ms] of fileRows) console.log(`| ${f} | ${Math.round(ms)} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
