/**
 * Keeps readers who turned offline reading on from being stuck with an old
 * build's worker once a deploy drops offline reading: when no PWA plugin is
 * in the build, this writes a self-unregistering `/sw.js` (./script.ts).
 * With offline reading on, the PWA plugin writes `/sw.js` and this does
 * nothing. Listed in the config apart from offline reading, so that removing
 * `...offlineReading()` leaves it in.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {RETIRING_WORKER} from './script';

export const PLUGIN_NAME = 'retire-service-worker';
/** The name @docusaurus/plugin-pwa gives itself. */
export const PWA_PLUGIN_NAME = 'docusaurus-plugin-pwa';

/** Whether this build needs the retiring worker: only when nothing else writes `/sw.js`. */
export const needsRetiringWorker = (pluginNames: readonly string[]): boolean => !pluginNames.includes(PWA_PLUGIN_NAME);

export default function retireServiceWorkerPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, plugins}) {
      if (!needsRetiringWorker(plugins.map((p) => p.name))) return;
      await fs.writeFile(path.join(outDir, 'sw.js'), RETIRING_WORKER);
    },
  };
}
