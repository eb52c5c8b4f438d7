/**
 * A Docusaurus plugin whose options are given as a function. Docusaurus sends
 * every plugin's options to the browser as part of the site config, in the
 * main bundle of every page. Some are of no use there and can be large (the
 * list of legacy URLs grows with every URL the site keeps alive) or hold
 * paths of the machine that built the site (the PWA plugin's files). A
 * function is left out of what is sent, so those options stay on the server.
 * They are validated as Docusaurus would validate them.
 */
import type {LoadContext, OptionValidationContext, Plugin, PluginConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

export interface PluginWithOptions<O> {
  (context: LoadContext, options: O): Plugin<void> | Plugin<unknown> | null | Promise<Plugin<unknown> | null>;
  validateOptions?: (data: OptionValidationContext<O, O>) => O;
}

/** `options` as the plugin's users write them: validation fills in the defaults. */
export function withServerSideOptions<O>(plugin: PluginWithOptions<O>, options: () => Partial<O>): PluginConfig {
  function serverSideOptions(context: LoadContext) {
    const given = options();
    const validated = plugin.validateOptions ? plugin.validateOptions({validate: normalizePluginOptions as never, options: given as O}) : (given as O);
    // Its content type (`void` for these plugins) is as good as unknown here.
    return plugin(context, validated) as Plugin<unknown> | null;
  }
  return serverSideOptions;
}
