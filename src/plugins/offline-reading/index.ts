/**
 * Offline reading: the options of @docusaurus/plugin-pwa. The plugin builds
 * the service worker and its precache; we choose when it registers
 * (registerSw.ts: only for readers who install the site or opt in), what it
 * precaches (the bundles) and what it saves as the reader goes (sw/).
 */
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {isPrecached} from './sw/routes';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Only the bundles go in the precache: pages are saved as they are read. */
export const precacheOnlyBundles = (entries: ManifestEntry[]) => ({manifest: entries.filter((e) => isPrecached(e.url)), warnings: []});

export const THEME_COLOR = '#398ccb';

export const pwaOptions = {
  // Read by the plugin's own registration only; ours (registerSw.ts) reads the same signals.
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  swRegister: path.join(__dirname, 'registerSw.ts'),
  swCustom: path.join(__dirname, 'sw/swCustom.js'),
  // The plugin sets swSrc and swDest itself.
  injectManifestConfig: {manifestTransforms: [precacheOnlyBundles]} as unknown as PluginOptions['injectManifestConfig'],
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
  ],
} satisfies Partial<PluginOptions>;
