/**
 * npm run build:modes [-- modes] — builds each deploy-mode build of
 * tests/modes/modes.ts (MODE_BUILDS) into build-<name>/ with exactly its modes' environment,
 * one after the other (they share .docusaurus/ and the caches in node_modules). build/ and
 * vercel.json are left alone: `npm run test:modes` then smoke-tests each folder and checks
 * the committed vercel.json against the production one.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildEnv, MODE_BUILDS, ROOT, SITE_VARIABLES, type ModeBuild} from '../tests/modes/modes';
import {withBuildHeap} from './build-heap';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in MODE_BUILDS));
if (unknown.length > 0) {
  console.error(`Unknown build ${unknown.join(', ')}; the builds are ${Object.keys(MODE_BUILDS).join(', ')}.`);
  process.exit(2);
}
const builds = (asked.length > 0 ? asked : Object.keys(MODE_BUILDS)) as ModeBuild[];

// `npm start` writes its search index into static/ (ignored by git), and a build copies static/
// whole: a hosted-search build would ship it. Builds start from a clean checkout's static/.
fs.rmSync(path.join(ROOT, 'static', 'search-index'), {recursive: true, force: true});

const shell = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SITE_VARIABLES.includes(name)));
for (const name of builds) {
  const started = Date.now();
  const env = buildEnv(name);
  console.log(
    `\n[build:modes] ${name}: ${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', `build-${name}`], {
    cwd: ROOT,
    // They build what build:e2e built, so they reuse its bundler cache (BUILD_CACHE=on): the
    // output is the same, in about half the time. A deploy (`npm run build`) builds without it.
    env: withBuildHeap({...shell, BUILD_CACHE: 'on', ...env}),
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`[build:modes] ${name}: built into build-${name}/ in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
