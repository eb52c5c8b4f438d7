/**
 * One Lighthouse run against Debian's Chromium, shared by `npm run bench` and
 * `npm run bench:pairs`. It runs through Lighthouse's own CLI in a plain
 * `node`: tsx would rewrite its functions (adding a helper), and Lighthouse
 * sends some of them to the page.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const root = path.resolve(__dirname, '../..');

export interface LighthouseRun {
  /** Category scores, 0–100. */
  scores: Record<string, number>;
  /** Total Blocking Time, ms (simulated). */
  tbt: number;
  /**
   * Lighthouse's measure of this machine's speed at the time of the run: the
   * same page scores lower on a slower hour, so every score is read beside it.
   */
  benchmarkIndex: number;
}

interface LighthouseJson {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
  environment: {benchmarkIndex: number};
}

/** The four categories in one run, as PageSpeed Insights does; mobile unless `desktop`. */
export async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop' = 'mobile'): Promise<LighthouseRun> {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${FLAGS.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  const {stdout} = await promisify(execFile)(process.execPath, args, {
    env: {...process.env, CHROME_PATH: CHROMIUM},
    maxBuffer: 256 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as LighthouseJson;
  return {
    scores: Object.fromEntries(
      Object.entries(report.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
    ),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
