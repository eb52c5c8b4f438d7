/** Runs `npm run host-config` (scripts/host) over a mode's build, as an operator would. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {contentSecurityPolicy, type Features} from '../../config/host';
import {readBuildManifest} from '../../src/plugins/privacy-page/manifest';
import {ROOT} from './modes';

export interface HostConfigRun {
  status: number | null;
  output: string;
}

export function hostConfig(args: string[]): HostConfigRun {
  const run = spawnSync('npx', ['tsx', 'scripts/host', ...args], {cwd: ROOT, encoding: 'utf8'});
  return {status: run.status, output: `${run.stdout}${run.stderr}`};
}

/**
 * The Content-Security-Policy the host config gives a build folder (config/host.ts), for the
 * features the build was made with, without its inline scripts' hashes: those name no host,
 * and hashing every page of the build took 3-5 s a call (production.test.ts checks them).
 */
export function cspOf(dir: string): string {
  return contentSecurityPolicy([], readBuildManifest<Features>(ROOT, dir).features);
}

/** The Content-Security-Policy of a host config file (a vercel.json). */
export function cspIn(file: string): string {
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as {headers: {headers: {key: string; value: string}[]}[]};
  const csp = config.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy');
  if (!csp) throw new Error(`no Content-Security-Policy in ${file}`);
  return csp.value;
}
