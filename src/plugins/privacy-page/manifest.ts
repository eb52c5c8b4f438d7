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

/**
 * One manifest per output folder (`build`, `build-hosted`, …): the deploy modes are built one
 * after the other into folders of their own, and each one's host config must read its own.
 */
export const manifestFile = (outDir: string) => `build-manifest.${path.basename(outDir)}.json`;

export interface BuildManifest<F extends object = Record<string, boolean>> {
  /** Each optional feature, on or off. */
  features: F;
}

/** Writes the manifest of the build in `outDir` into the build's generated files (`.docusaurus/`). */
export async function writeBuildManifest<F extends object>(
  generatedFilesDir: string,
  outDir: string,
  manifest: BuildManifest<F>,
): Promise<void> {
  await fs.mkdir(generatedFilesDir, {recursive: true});
  await fs.writeFile(path.join(generatedFilesDir, manifestFile(outDir)), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of the last build into `outDir` of the site at `siteDir`; a clear error when there is none. */
export function readBuildManifest<F extends object>(siteDir: string, outDir = 'build'): BuildManifest<F> {
  const file = path.join(siteDir, '.docusaurus', manifestFile(outDir));
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
