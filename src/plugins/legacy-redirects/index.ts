/**
 * @docusaurus/plugin-client-redirects, with its options given as a function.
 * Docusaurus sends every plugin's options to the browser as part of the site
 * config, in the main bundle of every page; the list of legacy URLs is of no
 * use there and grows with every URL the site keeps alive. A function is left
 * out of what is sent, so the list stays on the server, where the plugin
 * writes its redirect pages. The options are validated as Docusaurus would.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirectsPlugin, {validateOptions, type Options} from '@docusaurus/plugin-client-redirects';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

export interface LegacyRedirectsOptions {
  options: () => Options;
}

export default function legacyRedirectsPlugin(context: LoadContext, unchecked: unknown): Plugin<unknown> | null {
  const {options} = unchecked as LegacyRedirectsOptions;
  // The plugin loads no content: its `void` content type is as good as unknown.
  return clientRedirectsPlugin(context, validateOptions({validate: normalizePluginOptions, options: options()})) as Plugin<unknown> | null;
}
