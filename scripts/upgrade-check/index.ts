/**
 * npm run upgrade:check -- <version> [--node <bin folder>] [--keep]
 *
 * The upgrade drill (handbook/upgrading-docusaurus.md): installs every `@docusaurus/*` package
 * at <version> into a scratch copy of this checkout (its files as they are, uncommitted edits
 * included), then checks the guarded upstream files, types, the e2e build and the build tests
 * there, and prints a report of what would need work. The checkout is left alone. `--node`
 * puts another Node's bin folder first on the PATH (the 4.0 canaries want Node 24.14+);
 * `--keep` keeps the scratch copy to look into.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  docusaurusPackages,
  failedTests,
  guardLines,
  lastLines,
  renderReport,
  withDocusaurus,
  drifted,
  type GuardReport,
  type PackageJson,
  type Step,
} from './plan';

const ROOT = path.resolve(__dirname, '../..');
const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {node: {type: 'string'}, keep: {type: 'boolean', default: false}},
});
const version = positionals[0];
if (!version) {
  console.error('Usage: npm run upgrade:check -- <docusaurus version> [--node <bin folder>] [--keep]');
  process.exit(2);
}

const env = {
  ...process.env,
  ...(values.node ? {PATH: `${path.resolve(values.node)}${path.delimiter}${process.env.PATH}`} : {}),
  // The scratch copy is not a CI run, and its tools should not ask anything.
  CI: 'true',
};
const run = (cmd: string, args: string[], cwd: string) => {
  const started = Date.now();
  const result = spawnSync(cmd, args, {cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  return {ok: result.status === 0, seconds: (Date.now() - started) / 1000, log: `${result.stdout}\n${result.stderr}`};
};

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const packages = docusaurusPackages(pkg);
const unpublished = packages.filter((name) => !run('npm', ['view', `${name}@${version}`, 'version'], ROOT).log.trim());
if (unpublished.length > 0) {
  console.error(
    `Docusaurus ${version} is not published for ${unpublished.join(', ')}: pick a version all of them have.`,
  );
  process.exit(1);
}
const node = run('node', ['--version'], ROOT).log.trim();

// The checkout's files as they are (tracked and new, not ignored), into a scratch folder.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `trpc-upgrade-${version}-`));
const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT).log.split('\0');
for (const file of listed.map((f) => f.trim()).filter(Boolean)) {
  const from = path.join(ROOT, file);
  if (!fs.existsSync(from) || !fs.statSync(from).isFile()) continue; // deleted, not yet committed
  fs.mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
  fs.copyFileSync(from, path.join(scratch, file));
}
// "Last updated" dates come from git: the scratch copy gets the history too.
run('git', ['clone', '--quiet', '--no-checkout', ROOT, path.join(scratch, '.git-clone')], ROOT);
fs.renameSync(path.join(scratch, '.git-clone/.git'), path.join(scratch, '.git'));
fs.rmSync(path.join(scratch, '.git-clone'), {recursive: true});
// Its index as the checkout's: tests that list the site's files with `git ls-files` see the new ones too.
run('git', ['reset', '--quiet'], scratch);
run('git', ['add', '--all'], scratch);
fs.writeFileSync(path.join(scratch, 'package.json'), `${JSON.stringify(withDocusaurus(pkg, version), null, 2)}\n`);
console.log(`[upgrade:check] Docusaurus ${version} with Node ${node} in ${scratch}`);

const steps: Step[] = [];
function step(name: string, cmd: string, args: string[], detail: (log: string, ok: boolean) => string[]) {
  console.log(`[upgrade:check] ${name} …`);
  const result = run(cmd, args, scratch);
  fs.writeFileSync(path.join(scratch, `upgrade-${name.replace(/\W+/g, '-')}.log`), result.log);
  steps.push({name, ok: result.ok, seconds: result.seconds, detail: detail(result.log, result.ok)});
  return result.ok;
}

const installed = step('npm install', 'npm', ['install', '--no-audit', '--no-fund'], (log, ok) =>
  ok ? [] : lastLines(log, 15),
);
if (installed) {
  let guards: GuardReport | undefined;
  step('guarded upstream files', 'npx', ['tsx', 'scripts/upstream/report.ts'], (log, ok) => {
    if (!ok) return lastLines(log, 15);
    guards = JSON.parse(log.split('\n').find((line) => line.startsWith('{'))!) as GuardReport;
    return guardLines(guards);
  });
  if (guards && drifted(guards)) {
    Object.assign(steps.at(-1)!, {ok: false, result: `${guards.changed.length} changed of ${guards.guarded}`});
  }
  step('typecheck', 'npx', ['tsc', '--noEmit'], (log, ok) => (ok ? [] : lastLines(log, 20)));
  const built = step('build (npm run build:e2e)', 'npm', ['run', 'build:e2e'], (log, ok) =>
    ok ? [] : lastLines(log, 20),
  );
  if (built) {
    const out = path.join(scratch, 'upgrade-build-tests.json');
    step(
      'build tests',
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'vitest.build.config.ts',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      (log, ok) =>
        ok
          ? []
          : fs.existsSync(out)
            ? failedTests(JSON.parse(fs.readFileSync(out, 'utf8')), scratch).map((t) => `- ${t}`)
            : lastLines(log, 20),
    );
  }
}

const report = renderReport(version, node, steps);
fs.writeFileSync(path.join(scratch, 'upgrade-report.md'), report);
console.log(`\n${report}`);
if (values.keep) console.log(`[upgrade:check] the scratch copy stays in ${scratch} (logs: upgrade-*.log)`);
else fs.rmSync(scratch, {recursive: true, force: true});
