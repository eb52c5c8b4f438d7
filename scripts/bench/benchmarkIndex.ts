/**
 * Lighthouse's benchmarkIndex of this machine now: Lighthouse's own page
 * function, run in Debian's Chromium. The benches that time things without
 * Lighthouse (bench:search, bench:trace) print it beside their figures, as the
 * guide asks of every timing: this machine's speed moves by half within an hour.
 */
import {chromium} from '@playwright/test';
import {CHROMIUM, FLAGS} from './lighthouse';

export async function measureBenchmarkIndex(): Promise<number> {
  const {pageFunctions} = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new')});
  try {
    const page = await browser.newPage();
    return Math.round(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
  } finally {
    await browser.close();
  }
}
