/** Runs `npm run host-config` (scripts/host) over a mode's build, as an operator would. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './modes';

export interface HostConfigRun {
  status: number | null;
  output: string;
}

export function hostConfig(args: string[]): HostConfigRun {
  const run = spawnSync('npx', ['tsx', 'scripts/host', ...args], {cwd: ROOT, encoding: 'utf8'});
  return {status: run.status, output: `${run.stdout}${run.stderr}`};
}

/** The Content-Security-Policy the host config writes for a build folder (into a temporary file, not vercel.json). */
export function cspOf(dir: string): string {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-')), 'vercel.json');
  const run = hostConfig(['--dir', path.relative(ROOT, dir), '--out', out]);
  if (run.status !== 0) throw new Error(run.output);
  return cspIn(out);
}

/** The Content-Security-Policy of a host config file (a vercel.json). */
export function cspIn(file: string): string {
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as {headers: {headers: {key: string; value: string}[]}[]};
  const csp = config.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy');
  if (!csp) throw new Error(`no Content-Security-Policy in ${file}`);
  return csp.value;
}
