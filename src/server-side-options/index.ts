/**
 * A Docusaurus plugin whose options are given as a function. Docusaurus sends
 * every plugin's options to the browser as part of the site config, in the
 * main bundle of every page. Some are of no use there and can be large (the
 * list of legacy URLs grows with every URL the site keeps alive) or hold
 * paths of the machine that built the site (the PWA plugin's files). A
 * function is left out of what is sent, so those options stay on the server.
 * They are validated as Docusaurus would validate them.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, PluginConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

/** A plugin module: `O` its options, `C` the content it loads. */
export interface PluginWithOptions<O, C = unknown> {
  (context: LoadContext, options: O): Plugin<C> | null | Promise<Plugin<C> | null>;
  validateOptions?: (data: OptionValidationContext<O, O>) => O;
}

type ThemePathGetter = 'getThemePath' | 'getTypeScriptThemePath';

/**
 * `options` as the plugin's users write them (typed where they are written,
 * with the plugin's own `Options`): validation fills in the defaults. `entry` is the plugin module's file (`require.resolve(name)`):
 * Docusaurus resolves a plugin's relative theme path from its module, which
 * would otherwise be this file.
 */
export function withServerSideOptions<O, C>(
  plugin: PluginWithOptions<O, C>,
  options: () => object,
  entry?: string,
): PluginConfig {
  async function serverSideOptions(context: LoadContext) {
    const given = options();
    const validated = plugin.validateOptions
      ? plugin.validateOptions({validate: normalizePluginOptions as never, options: given as O})
      : (given as O);
    // Docusaurus takes any plugin's content as unknown.
    const loaded = (await plugin(context, validated)) as Plugin<unknown> | null;
    if (loaded && entry) {
      for (const key of ['getThemePath', 'getTypeScriptThemePath'] as ThemePathGetter[]) {
        const get = loaded[key];
        if (get) loaded[key] = () => path.resolve(path.dirname(entry), get.call(loaded));
      }
    }
    return loaded;
  }
  // Docusaurus tells instances of one plugin apart by the id in their config options.
  const id = (options() as {id?: unknown}).id;
  return typeof id === 'string' ? [serverSideOptions, {id}] : serverSideOptions;
}
