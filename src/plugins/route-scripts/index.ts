/**
 * After the build, rewrites how each page loads its JavaScript: its bundles,
 * route chunks included, preloaded in its HTML and started once the page is
 * painted (why: ./scriptTags.ts and ./boot.ts). The chunks of a page are the
 * ones Docusaurus preloads before hydrating it: those of every route its path
 * matches (./routeChunks.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {htmlFiles, routeOfIndexFile} from '../../../scripts/buildFiles';
import {parseRoutes, routeChunkFiles, type ClientManifest} from './routeChunks';
import {withBootScripts} from './scriptTags';

export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'route-scripts',
    async postBuild({outDir, baseUrl, generatedFilesDir}) {
      const generated = (file: string) => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8');
      const routes = parseRoutes(generated('routes.js'));
      const chunkNames = JSON.parse(generated('routesChunkNames.json')) as Record<string, unknown>;
      const manifest = JSON.parse(generated('client-manifest.json')) as ClientManifest;
      for (const file of htmlFiles(outDir)) {
        const route = file.endsWith(`${path.sep}index.html`) ? routeOfIndexFile(outDir, file) : `/${path.relative(outDir, file)}`;
        const {js} = routeChunkFiles(route, routes, chunkNames, manifest);
        const html = fs.readFileSync(file, 'utf8');
        const updated = withBootScripts(html, js, baseUrl);
        if (updated !== html) fs.writeFileSync(file, updated);
      }
    },
  };
}
