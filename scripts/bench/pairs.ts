/**
 * npm run bench:pairs -- <dirA> <dirB> [--pairs 7] [--pages home,doc10] [--out file.json]
 *
 * Compares two builds of the site the only way this machine allows: in
 * interleaved pairs. Both are served with gzip on 127.0.0.1; for each page
 * type, each pair loads A then B (then B then A in the next pair, so neither
 * always runs first) in Lighthouse mobile, and records the performance
 * score, Total Blocking Time and Lighthouse's benchmarkIndex of every run.
 * The machine's speed moves scores by ±8 within an hour: one series after
 * the other compares hours, not builds.
 *
 * Prints a Markdown table of medians; `--out` keeps every run.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {lighthouseRun, median, type LighthouseRun} from './lighthouse';
import {PAGES, type PageType} from './pages';
import {freePort, stop, waitFor} from './processes';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {pairs: {type: 'string', default: '7'}, pages: {type: 'string'}, out: {type: 'string'}},
});
if (positionals.length !== 2) throw new Error('usage: bench:pairs -- <buildA> <buildB> [--pairs 7] [--pages home,doc10] [--out file.json]');
const dirs = positionals.map((dir) => path.resolve(dir));
const pairs = Number(values.pairs);
const pages = (values.pages?.split(',') ?? Object.keys(PAGES)) as PageType[];
const root = path.resolve(__dirname, '../..');

async function serve(dir: string) {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'scripts/serve', '--port', String(port), '--dir', dir, '--gzip'], {cwd: root, stdio: 'ignore', detached: true});
  await waitFor(`http://127.0.0.1:${port}/`, 60);
  return {origin: `http://127.0.0.1:${port}`, pid: child.pid};
}

async function main() {
  const servers = [await serve(dirs[0]!), await serve(dirs[1]!)];
  const runs: Record<string, [LighthouseRun[], LighthouseRun[]]> = {};
  try {
    for (let pair = 0; pair < pairs; pair++) {
      for (const type of pages) {
        const order = pair % 2 === 0 ? [0, 1] : [1, 0];
        for (const side of order) {
          const run = await lighthouseRun(`${servers[side]!.origin}${PAGES[type]}`);
          (runs[type] ??= [[], []])[side]!.push(run);
          console.error(`pair ${pair + 1} ${type} ${side ? 'B' : 'A'}: perf ${run.scores.performance}, TBT ${run.tbt} ms, benchmarkIndex ${run.benchmarkIndex}`);
        }
      }
    }
  } finally {
    servers.forEach((server) => stop(server.pid));
  }
  if (values.out) fs.writeFileSync(values.out, `${JSON.stringify({date: new Date().toISOString(), dirs, pairs, runs}, null, 2)}\n`);
  const names = dirs.map((dir) => path.basename(dir));
  console.log(`\n| page | perf ${names[0]} | perf ${names[1]} | TBT ${names[0]} | TBT ${names[1]} | a11y ${names[0]} / ${names[1]} | benchmarkIndex |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const type of pages) {
    const [a, b] = runs[type]!;
    const m = (list: LighthouseRun[], pick: (r: LighthouseRun) => number) => median(list.map(pick));
    const indexes = [...a, ...b].map((r) => r.benchmarkIndex);
    console.log(
      `| ${type} | ${m(a, (r) => r.scores.performance!)} | ${m(b, (r) => r.scores.performance!)} | ${m(a, (r) => r.tbt)} ms | ${m(b, (r) => r.tbt)} ms | ${m(a, (r) => r.scores.accessibility!)} / ${m(b, (r) => r.scores.accessibility!)} | ${Math.min(...indexes)}–${Math.max(...indexes)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
