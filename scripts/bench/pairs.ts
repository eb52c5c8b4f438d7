/**
 * npm run bench:pairs -- <dirA> <dirB> [<dirC>…] [--pairs 7] [--pages home,doc10] [--out file.json]
 *
 * Compares builds of the site the only way this machine allows: interleaved.
 * All are served with gzip on 127.0.0.1; for each page type, each round loads
 * every build once, in an order that rotates from round to round (so none
 * always runs first), in Lighthouse mobile, and records the performance
 * score, Total Blocking Time and Lighthouse's benchmarkIndex of every run.
 * The first build is the reference the others are compared with. The
 * machine's speed moves scores by ±8 within an hour: one series after the
 * other compares hours, not builds.
 *
 * Prints a Markdown table of medians; `--out` keeps every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {lighthouseRun, median, type LighthouseRun} from './lighthouse';
import {PAGES, type PageType} from './pages';
import {serveBuild, stop} from './processes';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {pairs: {type: 'string', default: '7'}, pages: {type: 'string'}, out: {type: 'string'}},
});
if (positionals.length < 2)
  throw new Error(
    'usage: bench:pairs -- <buildA> <buildB> [<buildC>…] [--pairs 7] [--pages home,doc10] [--out file.json]',
  );
const dirs = positionals.map((dir) => path.resolve(dir));
const pairs = Number(values.pairs);
const pages = (values.pages?.split(',') ?? Object.keys(PAGES)) as PageType[];

/**
 * Lighthouse now and then fails to record a load at all (NO_NAVSTART): that
 * run is made again, at most twice, and the log says so, rather than losing the
 * rounds already made.
 */
async function lighthouseRunAgainIfLost(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt === 3) throw error;
      const reason = /\(([A-Z_]+)\)/.exec(String((error as {stderr?: string}).stderr ?? error))?.[1] ?? 'an error';
      console.error(`Lighthouse lost the run of ${url} (${reason}): running it again`);
    }
  }
}

async function main() {
  const servers = await Promise.all(dirs.map(serveBuild));
  const runs: Record<string, LighthouseRun[][]> = {};
  try {
    for (let round = 0; round < pairs; round++) {
      for (const type of pages) {
        // Round r starts with build r (mod n): each build runs first as often as the others.
        const order = dirs.map((_, i) => (i + round) % dirs.length);
        for (const side of order) {
          const run = await lighthouseRunAgainIfLost(`${servers[side]!.origin}${PAGES[type]}`);
          (runs[type] ??= dirs.map(() => []))[side]!.push(run);
          console.error(
            `round ${round + 1} ${type} ${path.basename(dirs[side]!)}: perf ${run.scores.performance}, TBT ${run.tbt} ms, benchmarkIndex ${run.benchmarkIndex}`,
          );
        }
      }
    }
  } finally {
    servers.forEach((server) => stop(server.pid));
  }
  if (values.out)
    fs.writeFileSync(
      values.out,
      `${JSON.stringify({date: new Date().toISOString(), dirs, rounds: pairs, runs}, null, 2)}\n`,
    );
  const m = (list: LighthouseRun[], pick: (r: LighthouseRun) => number) => median(list.map(pick));
  console.log('\n| page | build | perf (median) | TBT (median) | accessibility | benchmarkIndex |');
  console.log('|---|---|---|---|---|---|');
  for (const type of pages) {
    dirs.forEach((dir, i) => {
      const list = runs[type]![i]!;
      const indexes = list.map((r) => r.benchmarkIndex);
      console.log(
        `| ${type} | ${path.basename(dir)} | ${m(list, (r) => r.scores.performance!)} | ${m(list, (r) => r.tbt)} ms | ${m(list, (r) => r.scores.accessibility!)} | ${Math.min(...indexes)}–${Math.max(...indexes)} |`,
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
