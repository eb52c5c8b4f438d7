/**
 * Offline reading: @docusaurus/plugin-pwa with our options, and the "Read
 * offline" switch of the Copy page menu. The PWA plugin builds the service
 * worker and its precache; we choose when it registers (registerSw.ts: only
 * for readers who install the site or opt in), what it precaches (the
 * bundles) and what it saves as the reader goes (sw/). Our theme/ brings
 * `@theme/OfflineReadingMenuItem`, which the menu renders where the plugin is
 * listed (markdown-twins' own renders nothing).
 *
 * Turn it off by removing `...offlineReading()` from the config.
 */
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import {withServerSideOptions} from '../../server-side-options';
import {writeDownloadSize} from './precacheSize';
import {isPrecached} from './sw/routes';

export const PLUGIN_NAME = 'offline-reading';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Only the bundles go in the precache: pages are saved as they are read. */
export const precacheOnlyBundles = (entries: ManifestEntry[]) => ({
  manifest: entries.filter((e) => isPrecached(e.url)),
  warnings: [],
});

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

/** Our half: the menu's switch, in theme/; after the build, the size the `?offlineMode=true` question states. */
function offlineReadingTheme(): Plugin {
  const theme = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    async postBuild({outDir}) {
      await writeDownloadSize(outDir);
    },
  };
}

/**
 * The two plugins offline reading is made of: the PWA plugin, whose options
 * stay on the server (they hold this machine's paths), and our theme.
 */
export default function offlineReading(): PluginConfig[] {
  const pwa = withServerSideOptions('@docusaurus/plugin-pwa', () => pwaOptions);
  return [pwa, offlineReadingTheme];
}
