/**
 * docusaurus-plugin-typedoc, generated only when its inputs changed
 * (./cacheKey.ts). The plugin writes the whole API reference each time
 * Docusaurus loads it: about 20 s of every `npm start` and build, for
 * Markdown that changes only with the @trpc/* packages or the typedoc
 * options. This plugin stands in its place with the same options: when the
 * output of the last generation is there with the same key, it returns a
 * plugin that does nothing (the docs plugin reads the Markdown already in
 * docs/typedoc/); otherwise it runs the real plugin and records the key.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheKey, isFresh} from './cacheKey';

/** docusaurus-plugin-typedoc's options; these are the ones the cache reads. */
export interface TypedocOptions {
  id: string;
  out: string;
  tsconfig: string;
  [option: string]: unknown;
}

/** Every package whose version changes what is generated. */
const INPUT_PACKAGES = [
  '@trpc/server',
  '@trpc/client',
  '@trpc/react-query',
  '@trpc/next',
  'typedoc',
  'typedoc-plugin-markdown',
  'docusaurus-plugin-typedoc',
  'typedoc-plugin-frontmatter',
  'typescript',
];
const KEY_FILE = '.typedoc-cache-key';

function installedVersion(siteDir: string, name: string): string {
  const file = path.join(siteDir, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version : 'missing';
}

/**
 * Takes docusaurus-plugin-typedoc's own options; the config gives them through
 * withServerSideOptions (src/server-side-options), as it does for every
 * upstream plugin, so they stay out of the browser. They are validated by
 * docusaurus-plugin-typedoc itself when it runs.
 */
export default async function typedocCachePlugin(
  context: LoadContext,
  options: TypedocOptions,
): Promise<Plugin<unknown>> {
  const {siteDir} = context;
  const out = path.resolve(siteDir, options.out);
  const key = cacheKey({
    packages: Object.fromEntries(INPUT_PACKAGES.map((name) => [name, installedVersion(siteDir, name)])),
    options,
    tsconfig: fs.readFileSync(path.resolve(siteDir, options.tsconfig), 'utf8'),
  });
  const keyFile = path.join(out, KEY_FILE);
  const stored = fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8').trim() : null;
  const outputPresent =
    fs.existsSync(path.join(out, 'index.md')) && fs.existsSync(path.join(out, 'typedoc-sidebar.cjs'));
  if (isFresh(stored, key, outputPresent)) return {name: 'docusaurus-plugin-typedoc'};

  fs.rmSync(keyFile, {force: true});
  const {default: typedocPlugin} = (await import('docusaurus-plugin-typedoc')) as unknown as {
    default: (context: LoadContext, options: TypedocOptions) => Promise<Plugin>;
  };
  const plugin = await typedocPlugin(context, options);
  fs.writeFileSync(keyFile, `${key}\n`);
  return plugin;
}
