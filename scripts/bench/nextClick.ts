/**
 * npm run bench:next-click -- <buildA> <buildB> [--pairs 7] [--hover 0,300] [--out file.json]
 *
 * What a reader's next click costs: the time from the click on a sidebar link
 * to the next page's title on screen, in builds compared the way bench:pairs
 * compares them (interleaved, the order rotating from round to round). Each
 * run opens /docs/server/routers in a fresh browser at 1280 px, on a network
 * and CPU slowed as Lighthouse's mobile run slows them (150 ms round trip,
 * 1.6 Mbit/s, 4× CPU), lets the page settle for 3 s (time for a build that
 * prefetches the links in view to do so), then points at "Context" for each
 * `--hover` time in milliseconds and clicks it. 0 ms is Playwright's click
 * alone, which moves the pointer onto the link and clicks at once: the least
 * notice a build gets. Prints medians and the benchmarkIndex before each round.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {measureBenchmarkIndex} from './benchmarkIndex';
import {CHROMIUM, FLAGS, median} from './lighthouse';
import {serveBuild, stop} from './processes';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {pairs: {type: 'string', default: '7'}, hover: {type: 'string', default: '0,300'}, out: {type: 'string'}},
});
if (positionals.length < 2)
  throw new Error('usage: bench:next-click -- <buildA> <buildB> [--pairs 7] [--hover 0,300] [--out file.json]');
const dirs = positionals.map((dir) => path.resolve(dir));
const hovers = values.hover.split(',').map(Number);
const FROM = '/docs/server/routers';
const LINK = 'Context';

/** Milliseconds from the click to the next page's title, measured in the page. */
async function nextClick(origin: string, hover: number): Promise<number> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS.slice(1)});
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const {throttling} = await import('lighthouse/core/config/constants.js');
    const mobile = throttling.mobileSlow4G;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobile.rttMs,
      downloadThroughput: (mobile.throughputKbps * 1024) / 8,
      // Lighthouse simulates no upload limit; the phone's usual 750 kbit/s.
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: mobile.cpuSlowdownMultiplier});
    await page.goto(`${origin}${FROM}`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
    await page.waitForTimeout(3000);
    await page.evaluate((title) => {
      const w = window as unknown as {clickedAt?: number; shownAt?: number};
      document.addEventListener('click', () => (w.clickedAt ??= performance.now()), {capture: true});
      new MutationObserver(() => {
        if (
          w.clickedAt !== undefined &&
          w.shownAt === undefined &&
          document.querySelector('article h1')?.textContent?.includes(title)
        )
          w.shownAt = performance.now();
      }).observe(document.body, {childList: true, subtree: true, characterData: true});
    }, LINK);
    const link = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: LINK, exact: true});
    if (hover > 0) {
      await link.hover();
      await page.waitForTimeout(hover);
    }
    await link.click();
    await page.waitForFunction(() => (window as unknown as {shownAt?: number}).shownAt !== undefined, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => {
      const w = window as unknown as {clickedAt: number; shownAt: number};
      return Math.round(w.shownAt - w.clickedAt);
    });
  } finally {
    await browser.close();
  }
}

async function main() {
  const servers = await Promise.all(dirs.map(serveBuild));
  const runs: Array<{build: number; hover: number; ms: number; round: number; benchmarkIndex: number}> = [];
  try {
    for (let round = 0; round < Number(values.pairs); round++) {
      const benchmarkIndex = await measureBenchmarkIndex();
      const order = dirs.map((_, i) => (i + round) % dirs.length);
      for (const hover of hovers)
        for (const build of order) {
          const ms = await nextClick(servers[build]!.origin, hover);
          runs.push({build, hover, ms, round, benchmarkIndex});
          console.error(
            `round ${round + 1}, ${path.basename(dirs[build]!)}, hover ${hover} ms: ${ms} ms (index ${benchmarkIndex})`,
          );
        }
    }
  } finally {
    servers.forEach((s) => stop(s.pid));
  }

  console.log(`| build | ${hovers.map((h) => `click after ${h} ms pointing (median)`).join(' | ')} |`);
  console.log(`| --- | ${hovers.map(() => '---').join(' | ')} |`);
  dirs.forEach((dir, build) => {
    const cells = hovers.map(
      (hover) => `${median(runs.filter((r) => r.build === build && r.hover === hover).map((r) => r.ms))} ms`,
    );
    console.log(`| ${path.basename(dir)} | ${cells.join(' | ')} |`);
  });
  const indexes = [...new Set(runs.map((r) => r.benchmarkIndex))];
  console.log(`\nbenchmarkIndex ${Math.min(...indexes)}–${Math.max(...indexes)}`);
  if (values.out) fs.writeFileSync(values.out, JSON.stringify(runs, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
