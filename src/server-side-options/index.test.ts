import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withServerSideOptions, type PluginWithOptions} from '.';

interface Options {
  list: string[];
  flag: boolean;
}

function fakePlugin(): PluginWithOptions<Options, void> & {given?: Options} {
  const plugin: PluginWithOptions<Options, void> & {given?: Options} = (_context, options) => {
    plugin.given = options;
    return {name: 'fake', getThemePath: () => '../lib/theme'} as Plugin<void>;
  };
  plugin.validateOptions = ({options}) => ({...options, flag: options.flag ?? false});
  return plugin;
}

describe('a plugin whose options stay on the server', () => {
  it('is a bare function in the config, so nothing of its options is serialised', () => {
    const config = withServerSideOptions(fakePlugin(), () => ({list: ['a long list']}));
    expect(typeof config).toBe('function');
    expect(JSON.stringify([config])).toBe('[null]');
  });

  it('keeps only the instance id in the config, where Docusaurus looks for it', () => {
    const config = withServerSideOptions(fakePlugin(), () => ({id: 'api', list: ['a long list']}));
    expect(JSON.stringify(config)).toBe('[null,{"id":"api"}]');
  });

  it('gives the plugin its options, validated, and its theme path from its own module', async () => {
    const plugin = fakePlugin();
    const loaded = (await (
      withServerSideOptions(plugin, () => ({list: ['x']}), '/modules/fake/lib/index.js') as (
        c: LoadContext,
      ) => Promise<Plugin>
    )({} as LoadContext))!;
    expect(plugin.given).toEqual({flag: false, list: ['x']});
    expect(loaded.getThemePath!()).toBe('/modules/fake/lib/theme');
  });
});
