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
 * An upstream plugin by its package name, read as the CommonJS module it is: its default
 * export and its `validateOptions`. A default import of the package in the config does not do:
 * whether it carries `validateOptions` depends on the config loader's interop (Docusaurus 3's
 * loader merges the named exports into the default; the 4.0 canaries' does not, and the blog
 * plugin then got its options without their defaults, `path` among them).
 */
function upstreamPlugin<O, C>(name: string): {plugin: PluginWithOptions<O, C>; entry: string} {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read as CommonJS on purpose (above)
  const loaded = require(name) as {
    default?: PluginWithOptions<O, C>;
    validateOptions?: PluginWithOptions<O, C>['validateOptions'];
  };
  const main = loaded.default ?? (loaded as PluginWithOptions<O, C>);
  const validateOptions = loaded.validateOptions ?? main.validateOptions;
  const plugin: PluginWithOptions<O, C> = (context, options) => main(context, options);
  if (validateOptions) plugin.validateOptions = validateOptions;
  return {plugin, entry: require.resolve(name)};
}

/**
 * `plugin` is an upstream plugin's package name, or a plugin function of ours. `options` as
 * the plugin's users write them (typed where they are written, with the plugin's own
 * `Options`): validation fills in the defaults. An upstream plugin's relative theme path is
 * resolved from its own module, as Docusaurus would (it would otherwise be this file's).
 */
export function withServerSideOptions<O, C>(
  given: PluginWithOptions<O, C> | string,
  options: () => object,
): PluginConfig {
  const {plugin, entry} = typeof given === 'string' ? upstreamPlugin<O, C>(given) : {plugin: given, entry: undefined};
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
