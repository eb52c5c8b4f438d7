/**
 * Gives the browser bundle a smaller copy of Docusaurus's route table
 * (./routeTable.ts says what changes and why it is equivalent).
 *
 * Gain, in bytes (which do not move with the machine), the e2e build of
 * 0d0520a against the same with this plugin: every page loads 8.6 KB (gzip)
 * less JavaScript, the main bundle 136.3 → 128.6 KB (475 → 427 KB raw) and the
 * bundler's runtime 7.3 → 6.3 KB; home 156.3 → 147.8 KB, 10.x doc page
 * 177.1 → 168.5 KB (handbook/performance.md, "What each optimisation earns").
 * Guard: the rewrite checks the generated files' shapes and compares the
 * routes it writes with the originals, failing the build on any difference;
 * scripts/upstream/files.ts records the upstream files that write and read
 * them (the drift test fails when one changes); and a build test finds no
 * module path in the main bundle and every route's chunks by their new names.
 *
 * Only the production client build: the server render keeps the originals
 * (react-loadable reports module paths there), and `npm start` regenerates the
 * files as pages change, which a copy made once would miss.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../../text/escapeRegExp';
import {leanRouteTable} from './routeTable';

const NAME = 'lean-route-table';

/** The generated files the copies stand for, and where the copies are written (inside .docusaurus/). */
export const GENERATED = {registry: 'registry.js', chunkNames: 'routesChunkNames.json', routes: 'routes.js'} as const;
export const LEAN_DIR = 'lean-route-table';

export default function leanRouteTablePlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    configureWebpack: (config, isServer, {currentBundler}) => {
      if (isServer || config.mode !== 'production') return {};
      const source = (file: string) => path.join(context.generatedFilesDir, file);
      const lean = leanRouteTable({
        registry: fs.readFileSync(source(GENERATED.registry), 'utf8'),
        chunkNames: fs.readFileSync(source(GENERATED.chunkNames), 'utf8'),
        routes: fs.readFileSync(source(GENERATED.routes), 'utf8'),
      });
      const dir = source(LEAN_DIR);
      fs.mkdirSync(dir, {recursive: true});
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: (Object.keys(GENERATED) as Array<keyof typeof GENERATED>).map((key) => {
          const copy = path.join(dir, GENERATED[key]);
          fs.writeFileSync(copy, lean[key]);
          const original = new RegExp(`${escapeRegExp(source(GENERATED[key]))}$`);
          return new NormalModuleReplacementPlugin(original, copy);
        }),
      };
    },
  };
}
