/**
 * npm run bench:scale [-- --factors 1,2,5] [--rounds N] [--out bench/scale.json] [--svg bench/scale.svg] [--merge] [--keep]
 *
 * Whether the build's costs stay linear as the docs grow (issue 33, item 4).
 * For each factor N it makes a synthetic copy of the site in a temporary
 * folder: today's docs N times (N−1 retitled copies of every page under
 * `copy-<n>/`, ./scale/synthesize.ts), the 9.x docs N times, and a third
 * docs version (8.x, a copy of the multiplied 9.x docs); the blog stays as it
 * is. It then runs a cold build (no .docusaurus, no caches) and a warm one
 * (caches kept) of the plain production config at `nice -n 19`, with the heap
 * flag of `npm run build` (scripts/build-heap.ts), measuring the wall time
 * and the peak RSS of the whole process tree, and records the build's HTML,
 * JS and search index sizes and what a reader downloads for a
 * first search on a 10.x page. It prints a Markdown table and writes the JSON
 * and an SVG chart (ms per page and peak RSS against N) under bench/. Before
 * each build it records Lighthouse's benchmarkIndex of the machine.
 *
 * `--rounds N` builds every factor in turn N times (interleaved pairs, as the
 * guide asks of a timing: this machine's speed moves within an hour) and
 * prints a second table, one line per round with the largest factor against
 * the smallest in that round, and the medians; the JSON keeps every round
 * (`rounds`), its table and chart show the last.
 *
 * The real checkout is only read: the copy has its own node_modules folder of
 * symlinks (with an empty .cache of its own), its own git repository (the
 * "last updated" dates come from git) and its own build/. `--merge` keeps the
 * rows of other factors already in --out; `--keep` keeps the temporary folders;
 * `--synthesize-only` writes them and builds nothing (to look at a synthetic site);
 * `--report-only` builds nothing and writes the table and chart of --out again.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as prettier from 'prettier';
import {SITE_VARIABLES} from '../../tests/modes/modes';
import {PLAYGROUND_PATH} from '../../src/snippets/playgroundPages';
import {measureBenchmarkIndex} from './benchmarkIndex';
import {measure} from './processes';
import {BUILD_NODE_OPTION} from '../build-heap';
import {
  childCpuSeconds,
  markdownTable,
  roundsTable,
  svgChart,
  type BuildRun,
  type Bytes,
  type ScaleRow,
} from './scale/report';
import {
  EXTRA_VERSION,
  copiesOf,
  copyCategoryMetadata,
  copyDir,
  copyPage,
  currentSidebarsModule,
  parseFactors,
  patchDocsModel,
  withCopyCategories,
  withCopiedRecords,
  withExtraVersion,
} from './scale/synthesize';

const ROOT = path.resolve(__dirname, '../..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const factors = parseFactors(option('factors') ?? '1,2,5');
const rounds = Number(option('rounds') ?? 1);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error(`--rounds takes a whole number of at least 1, not "${option('rounds')}"`);
const outFile = path.resolve(ROOT, option('out') ?? 'bench/scale.json');
const svgFile = path.resolve(ROOT, option('svg') ?? 'bench/scale.svg');
/** A build that takes longer is stopped (seconds). */
const BUILD_TIMEOUT = Number(option('timeout') ?? 3600);

// The plain production build: none of the deploy modes' or tests' variables.
for (const name of [...SITE_VARIABLES, 'TRPC_E2E', 'GTAG_ID']) delete process.env[name];

const log = (message: string) => console.log(`[bench:scale] ${new Date().toISOString().slice(11, 19)} ${message}`);
const load = () => execFileSync('uptime', {encoding: 'utf8'}).trim();

/** The checkout's sources: tracked and new files git does not ignore, plus the generated API reference. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile());
  return [...new Set(listed)];
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Writes copies 2…N of every page of a docs folder into `copy-<n>/` of the same folder; returns its page count. */
function multiply(site: string, contentDir: string, factor: number, records: Array<[string, string]>): number {
  const dir = path.join(site, contentDir);
  const pages = listFiles(dir).filter((file) => /\.mdx?$/.test(file));
  for (const copy of copiesOf(factor)) {
    for (const page of pages) {
      const target = path.join(dir, copyDir(copy), page);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, copyPage(fs.readFileSync(path.join(dir, page), 'utf8'), page, copy));
      records.push([`${contentDir}/${page}`, `${contentDir}/${copyDir(copy)}/${page}`]);
    }
    for (const folder of new Set(pages.map((page) => path.posix.dirname(page)).filter((d) => d !== '.'))) {
      const file = path.join(dir, copyDir(copy), folder, '_category_.json');
      if (!fs.existsSync(file)) fs.writeFileSync(file, copyCategoryMetadata(copy, folder));
    }
    // Images and other files a page refers to by a relative path.
    for (const file of listFiles(dir).filter((f) => !/\.mdx?$/.test(f) && !/^copy-\d+\//.test(f))) {
      fs.cpSync(path.join(dir, file), path.join(dir, copyDir(copy), file));
    }
  }
  return pages.filter((page) => !page.split('/').some((part) => part.startsWith('_'))).length * factor;
}

/** The synthetic site of `factor` in a new temporary folder. */
function synthesize(factor: number): {site: string; docsPages: Record<string, number>} {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `trpc-scale-${factor}x-`));
  for (const file of sourceFiles()) {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.copyFileSync(path.join(ROOT, file), path.join(site, file));
  }
  // Generated by typedoc and kept between builds by its cache key, as in the checkout.
  if (fs.existsSync(path.join(ROOT, 'api-reference'))) {
    fs.cpSync(path.join(ROOT, 'api-reference'), path.join(site, 'api-reference'), {recursive: true});
  }
  // node_modules: the checkout's packages, but a .cache of the copy's own (empty: a cold start).
  fs.mkdirSync(path.join(site, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache')
      fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(site, 'node_modules', entry));
  }

  const copies = copiesOf(factor);
  const docsPages: Record<string, number> = {};
  // Each copy's audit record (docs-audit/pages.json) is its original's.
  const records: Array<[string, string]> = [];
  docsPages['10.x'] = multiply(site, 'docs', factor, records);
  fs.writeFileSync(path.join(site, 'sidebars.scale.ts'), currentSidebarsModule('sidebars.ts', copies));
  const modelFile = path.join(site, 'src/docs-model/index.ts');
  fs.writeFileSync(modelFile, patchDocsModel(fs.readFileSync(modelFile, 'utf8'), './sidebars.scale.ts'));

  const v9Docs = `versioned_docs/version-${EXTRA_VERSION.copyOf}`;
  const v9Sidebars = path.join(site, `versioned_sidebars/version-${EXTRA_VERSION.copyOf}-sidebars.json`);
  docsPages['9.x'] = multiply(site, v9Docs, factor, records);
  fs.writeFileSync(v9Sidebars, withCopyCategories(fs.readFileSync(v9Sidebars, 'utf8'), copies));

  // The third version: the multiplied 9.x docs under another name and path.
  const extraDocs = `versioned_docs/version-${EXTRA_VERSION.name}`;
  fs.cpSync(path.join(site, v9Docs), path.join(site, extraDocs), {recursive: true});
  for (const page of listFiles(path.join(site, extraDocs)).filter((file) => /\.mdx?$/.test(file))) {
    records.push([`${v9Docs}/${page.replace(/^copy-\d+\//, '')}`, `${extraDocs}/${page}`]);
  }
  const recordsFile = path.join(site, 'docs-audit/pages.json');
  fs.writeFileSync(recordsFile, withCopiedRecords(fs.readFileSync(recordsFile, 'utf8'), records));
  fs.copyFileSync(v9Sidebars, path.join(site, `versioned_sidebars/version-${EXTRA_VERSION.name}-sidebars.json`));
  const versionsFile = path.join(site, 'versions.json');
  fs.writeFileSync(versionsFile, withExtraVersion(fs.readFileSync(versionsFile, 'utf8')));
  docsPages[EXTRA_VERSION.label] = docsPages['9.x'];

  // Docusaurus reads "last updated" from git: the copy is a repository of one commit.
  const git = (...args: string[]) => execFileSync('git', args, {cwd: site, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '-m', `synthetic ${factor}x`);
  return {site, docsPages};
}

/**
 * Generates the API reference in the copy, untimed. typedoc runs only when its
 * cache key changes, and the key holds the output's absolute path, so a copy
 * in a new folder would otherwise regenerate it inside the cold build, a fixed
 * cost a cold build of the checkout (after `docusaurus clear`) does not pay.
 * The plugin's own command does it; it exits with an error once the reference
 * is fresh (the command is then not registered), which is fine. What the
 * command leaves behind is removed, so that the cold build starts cold.
 */
function prepareApiReference(site: string): void {
  const started = Date.now();
  spawnSync('nice', ['-n', '19', 'node_modules/.bin/docusaurus', 'generate-typedoc'], {cwd: site, stdio: 'ignore'});
  for (const dir of ['.docusaurus', 'node_modules/.cache', 'build']) {
    fs.rmSync(path.join(site, dir), {recursive: true, force: true});
  }
  log(`API reference generated in the copy (untimed, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

async function build(site: string, label: string): Promise<BuildRun> {
  const benchmarkIndex = await measureBenchmarkIndex();
  const loadBefore = load();
  const logFile = path.join(site, `${label}.log`);
  log(`${label} build in ${site} (log: ${logFile}); benchmarkIndex ${benchmarkIndex}; ${loadBefore}`);
  const cpuFile = path.join(site, `${label}.cpu`);
  // bash's `times`: the CPU time of the build's whole process tree (its reaped children), which other
  // work on the machine does not lengthen as it does the wall time of a build at nice 19.
  // With the heap every build of the site gets (scripts/build-heap.ts), as `npm run build` runs it.
  const script = `NODE_OPTIONS="${BUILD_NODE_OPTION} $NODE_OPTIONS" timeout ${BUILD_TIMEOUT} nice -n 19 node_modules/.bin/docusaurus build > '${logFile}' 2>&1; status=$?; times > '${cpuFile}'; exit $status`;
  const run = await measure('bash', ['-c', script], site).catch((error: unknown) => {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';
    throw new Error(`${String(error)}\n${tail}`);
  });
  const loadAfter = load();
  const cpuSeconds = childCpuSeconds(fs.readFileSync(cpuFile, 'utf8'));
  log(
    `${label}: ${run.seconds.toFixed(0)} s, CPU ${cpuSeconds.toFixed(0)} s, peak RSS ${run.peakRssGB.toFixed(2)} GB; ${loadAfter}`,
  );
  return {...run, cpuSeconds, loadBefore, loadAfter, benchmarkIndex};
}

const sizeOf = (file: string): Bytes => {
  const data = fs.readFileSync(file);
  return {raw: data.length, gzip: zlib.gzipSync(data, {level: 9}).length};
};

/**
 * The search modal's own chunks: the JS files that hold DocSearch's modal, the
 * search engine or our client (tests/build/bytes.test.ts checks no page loads
 * them at first), and the stylesheet with the modal's styles.
 */
const SEARCH_CHUNK = /DocSearch-Modal|MiniSearch|RetryError/;

function measureOutput(outDir: string): Omit<ScaleRow, 'factor' | 'docsPages' | 'cold' | 'warm'> {
  const files = listFiles(outDir);
  const allHtml = files.filter((file) => file.endsWith('.html'));
  // Two kinds of HTML file are not pages React renders, and are left out of "per page": the
  // client-redirects plugin's pages of older URLs, and the playground pages (/play/<id>, one per
  // checked sample, src/snippets/playgroundPages.ts), which the build copies from a cache. Both
  // are a `<meta http-equiv="refresh">` and a link, which no rendered page has; a playground page
  // holds its sample's code in its link, so it can be as large as 3 KB.
  const html: string[] = [];
  const redirects: string[] = [];
  const playground: string[] = [];
  for (const file of allHtml) {
    if (`/${file}`.startsWith(PLAYGROUND_PATH)) playground.push(file);
    else if (fs.readFileSync(path.join(outDir, file), 'utf8').includes('http-equiv="refresh"')) redirects.push(file);
    else html.push(file);
  }
  const js = files.filter((file) => file.startsWith('assets/js/') && file.endsWith('.js'));
  const jsSizes = js.map((file) => sizeOf(path.join(outDir, file)));
  const indexDir = path.join(outDir, 'search-index');
  const searchIndex = Object.fromEntries(listFiles(indexDir).map((file) => [file, sizeOf(path.join(indexDir, file))]));
  // A search on a 10.x page fetches the current version's index (src/plugins/offline-search/client.ts): its
  // head, which the first search answers from, then its body text (a build from before the split: the whole file).
  const split = 'current.head.json' in searchIndex;
  const indexFiles = [split ? 'current.head.json' : 'current.json'];
  const thenFiles = split ? ['current.body.json'] : [];
  const chunkFiles = files.filter(
    (file) =>
      /^assets\/(js\/.*\.js|css\/.*\.css)$/.test(file) &&
      SEARCH_CHUNK.test(fs.readFileSync(path.join(outDir, file), 'utf8')) &&
      // The stylesheet every page loads mentions DocSearch's button, not the modal.
      !(file.endsWith('.css') && !/\.DocSearch-Modal\b/.test(fs.readFileSync(path.join(outDir, file), 'utf8'))),
  );
  const indexGzip = indexFiles.reduce((sum, file) => sum + (searchIndex[file]?.gzip ?? 0), 0);
  const thenGzip = thenFiles.reduce((sum, file) => sum + (searchIndex[file]?.gzip ?? 0), 0);
  const chunksGzip = chunkFiles.reduce((sum, file) => sum + sizeOf(path.join(outDir, file)).gzip, 0);
  return {
    htmlPages: html.length,
    redirectPages: redirects.length,
    playgroundPages: playground.length,
    htmlBytes: allHtml.reduce((sum, file) => sum + fs.statSync(path.join(outDir, file)).size, 0),
    js: jsSizes.reduce((sum, size) => ({raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip}), {raw: 0, gzip: 0}),
    searchIndex,
    firstSearch: {indexFiles, chunkFiles, indexGzip, chunksGzip, total: indexGzip + chunksGzip, thenFiles, thenGzip},
  };
}

function commitOf(): string {
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim();
}

interface ScaleReport {
  date: string;
  commit: string;
  machine: string;
  rows: ScaleRow[];
  /** With `--rounds N`: every round's rows, in the order they were built. */
  rounds?: ScaleRow[][];
}

/** Writes the JSON as the repository's Prettier settings format it (it is committed; `npm run format:check` reads it). */
async function save(report: ScaleReport): Promise<void> {
  fs.mkdirSync(path.dirname(outFile), {recursive: true});
  const options = await prettier.resolveConfig(outFile);
  fs.writeFileSync(outFile, await prettier.format(JSON.stringify(report), {...options, parser: 'json'}));
  fs.writeFileSync(svgFile, svgChart(report.rows));
}

function printReport(report: ScaleReport): void {
  console.log(`\n${report.date.slice(0, 16)} UTC, commit ${report.commit}, ${report.machine}\n`);
  console.log(markdownTable(report.rows));
  if (report.rounds && report.rounds.length > 1) console.log(`\n${roundsTable(report.rounds)}`);
  console.log(`\nWritten: ${path.relative(ROOT, outFile)}, ${path.relative(ROOT, svgFile)}`);
}

/** Synthesizes the site of one factor and builds it cold and warm; undefined with --synthesize-only. */
async function measureFactor(factor: number, commit: string, round: string): Promise<ScaleRow | undefined> {
  log(`${factor}×${round}: writing the synthetic site`);
  const {site, docsPages} = synthesize(factor);
  if (flag('synthesize-only')) {
    log(`${factor}×: ${JSON.stringify(docsPages)} docs pages per version in ${site} (not built)`);
    return undefined;
  }
  try {
    log(`${factor}×: docs pages per version ${JSON.stringify(docsPages)}`);
    prepareApiReference(site);
    const measuredAt = new Date().toISOString();
    const cold = await build(site, `${factor}x-cold`);
    const warm = await build(site, `${factor}x-warm`);
    const output = measureOutput(path.join(site, 'build'));
    log(`${factor}×${round}: done`);
    return {factor, measuredAt, commit, docsPages, cold, warm, ...output};
  } finally {
    if (flag('keep')) log(`kept ${site}`);
    else fs.rmSync(site, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  if (flag('report-only')) {
    const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as ScaleReport;
    await save(report);
    printReport(report);
    return;
  }
  const earlier: ScaleRow[] =
    flag('merge') && fs.existsSync(outFile) ? (JSON.parse(fs.readFileSync(outFile, 'utf8')) as ScaleReport).rows : [];
  const report: ScaleReport = {
    date: new Date().toISOString(),
    commit: commitOf(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}`,
    rows: earlier.filter((row) => !factors.includes(row.factor)),
  };
  for (let round = 1; round <= rounds; round++) {
    const roundRows: ScaleRow[] = [];
    if (rounds > 1) (report.rounds ??= []).push(roundRows);
    for (const factor of factors) {
      const row = await measureFactor(factor, report.commit, rounds > 1 ? ` (round ${round} of ${rounds})` : '');
      if (!row) continue;
      roundRows.push(row);
      report.rows = [...report.rows.filter((r) => r.factor !== factor), row].sort((a, b) => a.factor - b.factor);
      await save(report);
    }
  }
  printReport(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
