/**
 * npm run build:modes [-- hosted tweets-off production] — builds each deploy
 * mode of tests/modes/modes.ts into build-<mode>/ with exactly its environment,
 * one after the other (they share .docusaurus/ and the caches in node_modules).
 * build/ and vercel.json are left alone: `npm run test:modes` then smoke-tests
 * each folder and checks the committed vercel.json against the production one.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {DEPLOY_MODES, ROOT, SITE_VARIABLES, type DeployMode} from '../tests/modes/modes';
import {withBuildHeap} from './build-heap';

const asked = process.argv.slice(2);
const unknown = asked.filter((mode) => !(mode in DEPLOY_MODES));
if (unknown.length > 0) {
  console.error(`Unknown mode ${unknown.join(', ')}; the modes are ${Object.keys(DEPLOY_MODES).join(', ')}.`);
  process.exit(2);
}
const modes = (asked.length > 0 ? asked : Object.keys(DEPLOY_MODES)) as DeployMode[];

// `npm start` writes its search index into static/ (ignored by git), and a build copies static/
// whole: a hosted-search build would ship it. Builds start from a clean checkout's static/.
fs.rmSync(path.join(ROOT, 'static', 'search-index'), {recursive: true, force: true});

const shell = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SITE_VARIABLES.includes(name)));
for (const mode of modes) {
  const started = Date.now();
  console.log(
    `\n[build:modes] ${mode}: ${Object.entries(DEPLOY_MODES[mode])
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', `build-${mode}`], {
    cwd: ROOT,
    // The modes build what build:e2e built and reuse its bundler cache (BUILD_CACHE=on), but
    // production builds as a deploy does, without it.
    env: withBuildHeap({...shell, ...(mode !== 'production' && {BUILD_CACHE: 'on'}), ...DEPLOY_MODES[mode]}),
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`[build:modes] ${mode}: built into build-${mode}/ in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
