/**
 * What a build is, for the tools that act on it after it is built: the
 * optional features it was built with (analytics, hosted search, tweet
 * embeds), which decide its third parties. The privacy-page plugin writes it
 * after every production build to `.docusaurus/` (not to build/, so nothing
 * new is served), where `npm run host-config` reads it to write the CSP for
 * the features the build has, whatever the shell's environment is by then.
 */
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const MANIFEST_FILE = 'build-manifest.json';

export interface BuildManifest<F extends object = Record<string, boolean>> {
  /** Each optional feature, on or off. */
  features: F;
}

/** Writes the manifest into the build's generated files (`.docusaurus/`). */
export async function writeBuildManifest<F extends object>(
  generatedFilesDir: string,
  manifest: BuildManifest<F>,
): Promise<void> {
  await fs.mkdir(generatedFilesDir, {recursive: true});
  await fs.writeFile(path.join(generatedFilesDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of the last build of the site at `siteDir`; a clear error when there is none. */
export function readBuildManifest<F extends object>(siteDir: string): BuildManifest<F> {
  const file = path.join(siteDir, '.docusaurus', MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `No ${path.relative(siteDir, file)}: run \`npm run build\` first (the privacy-page plugin writes it).`,
    );
  }
  return JSON.parse(text) as BuildManifest<F>;
}
