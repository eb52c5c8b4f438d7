/**
 * npm run bench [-- --quick] — the performance benchmark of the built site:
 *  1. a cold production build (`docusaurus clear` first), timed, with peak RSS;
 *  2. the dev server: time until it answers, and its memory then;
 *  3. the build served with gzip on 127.0.0.1: per page type, the requests
 *     and bytes at load by resource type in Chromium;
 *  4. Lighthouse (the same Chromium), mobile and desktop, median of 3 runs.
 * Writes bench/results.json, prints a Markdown table against bench/budgets.json.
 * `--skip-build` and `--skip-dev` reuse the existing build/ and skip those figures.
 * Timings never go in `npm test`; byte budgets are deterministic and can.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {htmlFiles} from '../../src/built-site/files';
import {CHROMIUM, FLAGS, lighthouseRun, median, type LighthouseRun} from './lighthouse';
import {freePort, measure, stop, waitFor} from './processes';
import {PAGES, type PageType} from './pages';
import {withBuildHeap} from '../build-heap';

const root = path.resolve(__dirname, '../..');
const quick = process.argv.includes('--quick');
const skipBuild = process.argv.includes('--skip-build');
/** `--dir <path>`: measure a build made elsewhere (implies --skip-build), so build/ stays as it is. */
const dirArg = process.argv.indexOf('--dir');
const buildDir = dirArg === -1 ? path.join(root, 'build') : path.resolve(process.argv[dirArg + 1]!);
const skipDev = process.argv.includes('--skip-dev');
const RUNS = quick ? 1 : 3;

const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function bytesAtLoad(origin: string) {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS.slice(1)});
  const result: Record<string, Record<string, {requests: number; gzipKB: number; rawKB: number}>> = {};
  for (const [type, route] of Object.entries(PAGES)) {
    const page = await browser.newPage();
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (r) => r.abort(),
    );
    const byType: Record<string, {requests: number; gzipKB: number; rawKB: number}> = {};
    // Each request is measured asynchronously: wait for all of them before the page closes.
    const measured: Array<Promise<void>> = [];
    page.on('requestfinished', (request) => {
      measured.push(
        (async () => {
          const sizes = await request.sizes().catch(() => null);
          const response = await request.response();
          if (!sizes || !response) return;
          const kind = request.resourceType();
          const entry = (byType[kind] ??= {requests: 0, gzipKB: 0, rawKB: 0});
          entry.requests++;
          entry.gzipKB += (sizes.responseBodySize + sizes.responseHeadersSize) / 1024;
          entry.rawKB += (await response.body().catch(() => Buffer.alloc(0))).length / 1024;
        })(),
      );
    });
    await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
    await Promise.all(measured);
    result[type] = Object.fromEntries(
      Object.entries(byType).map(([k, v]) => [
        k,
        {requests: v.requests, gzipKB: round(v.gzipKB, 1), rawKB: round(v.rawKB, 1)},
      ]),
    );
    await page.close();
  }
  await browser.close();
  return result as Record<PageType, (typeof result)[string]>;
}

async function lighthouseScores(origin: string) {
  const scores: Record<string, Record<string, Record<string, number>>> = {mobile: {}, desktop: {}};
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const [type, route] of Object.entries(PAGES)) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(`${origin}${route}`, formFactor));
      scores[formFactor]![type] = {
        ...Object.fromEntries(Object.keys(runs[0]!.scores).map((k) => [k, median(runs.map((r) => r.scores[k]!))])),
        tbt: median(runs.map((r) => r.tbt)),
        // The machine's speed beside the score: a low index explains a low score.
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      };
    }
  }
  return scores;
}

async function main() {
  console.log('cold build…');
  const building = !skipBuild && dirArg === -1;
  if (building) await measure('npx', ['docusaurus', 'clear'], root);
  const build = building
    ? await measure(
        'env',
        [`NODE_OPTIONS=${withBuildHeap(process.env).NODE_OPTIONS}`, 'npx', 'docusaurus', 'build'],
        root,
      )
    : {seconds: NaN, peakRssGB: NaN};
  const htmlPages = htmlFiles(buildDir).length;

  console.log('dev server…');
  const devPort = await freePort();
  let devRssGB = 0;
  const dev = skipDev
    ? {seconds: NaN, peakRssGB: NaN}
    : await measure(
        'npx',
        ['docusaurus', 'start', '--port', String(devPort), '--host', '127.0.0.1', '--no-open'],
        root,
        async () => {
          await waitFor(`http://127.0.0.1:${devPort}/docs/`, 180);
        },
      );
  devRssGB = dev.peakRssGB;

  console.log('bytes at load and Lighthouse…');
  const port = await freePort();
  const log = fs.openSync(path.join(root, 'bench/serve.log'), 'w');
  const server = spawn('npx', ['tsx', 'scripts/serve', '--port', String(port), '--gzip', '--dir', buildDir], {
    cwd: root,
    stdio: ['ignore', log, log],
    detached: true,
  });
  let bytes;
  let scores;
  try {
    await waitFor(`http://127.0.0.1:${port}/`, 60);
    bytes = await bytesAtLoad(`http://127.0.0.1:${port}`);
    scores = await lighthouseScores(`http://127.0.0.1:${port}`);
  } finally {
    stop(server.pid);
  }

  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    build: {
      seconds: round(build.seconds, 1),
      htmlPages,
      secondsPerPage: round(build.seconds / htmlPages),
      peakRssGB: round(build.peakRssGB),
    },
    devServer: {startSeconds: round(dev.seconds, 1), rssGB: round(devRssGB)},
    bytes,
    lighthouse: scores,
  };
  fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const rows: Array<[string, string, string, boolean]> = [
    [
      'cold build, s per HTML page',
      `${results.build.secondsPerPage} (${results.build.seconds} s, ${htmlPages} pages)`,
      `≤ ${budgets.build.secondsPerPage}`,
      results.build.secondsPerPage <= budgets.build.secondsPerPage,
    ],
    [
      'cold build, peak RSS',
      `${results.build.peakRssGB} GB`,
      `≤ ${budgets.build.peakRssGB} GB`,
      results.build.peakRssGB <= budgets.build.peakRssGB,
    ],
    [
      'dev server start',
      `${results.devServer.startSeconds} s`,
      `≤ ${budgets.devServer.startSeconds} s`,
      results.devServer.startSeconds <= budgets.devServer.startSeconds,
    ],
    [
      'dev server RSS',
      `${results.devServer.rssGB} GB`,
      `< ${budgets.devServer.rssGB} GB`,
      results.devServer.rssGB < budgets.devServer.rssGB,
    ],
  ];
  for (const type of Object.keys(PAGES) as PageType[]) {
    const js = bytes![type].script?.gzipKB ?? 0;
    const css = bytes![type].stylesheet?.gzipKB ?? 0;
    rows.push([
      `${type}: JS at load (gzip)`,
      `${js} KB`,
      `≤ ${budgets.bytes.jsKB[type]} KB`,
      js <= budgets.bytes.jsKB[type],
    ]);
    rows.push([`${type}: CSS at load (gzip)`, `${css} KB`, `≤ ${budgets.bytes.cssKB} KB`, css <= budgets.bytes.cssKB]);
    for (const [category, min] of Object.entries(budgets.lighthouseMobile as Record<string, number>)) {
      const score = scores!.mobile![type]![category] ?? 0;
      const index =
        category === 'performance'
          ? ` (TBT ${scores!.mobile![type]!.tbt} ms, benchmarkIndex ${scores!.mobile![type]!.benchmarkIndex})`
          : '';
      rows.push([`${type}: Lighthouse mobile ${category}`, `${score}${index}`, `≥ ${min}`, score >= min]);
    }
    rows.push([`${type}: Lighthouse desktop performance`, String(scores!.desktop![type]!.performance), '—', true]);
  }
  console.log('\n| figure | measured | budget | |\n|---|---|---|---|');
  for (const [name, value, budget, ok] of rows) {
    const skipped = value.startsWith('NaN');
    console.log(`| ${name} | ${skipped ? 'skipped' : value} | ${budget} | ${skipped ? '' : ok ? 'ok' : '**over**'} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
