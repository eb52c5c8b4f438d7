import path from 'node:path';
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

  it('gives a plugin of ours its options, validated', async () => {
    const plugin = fakePlugin();
    await (withServerSideOptions(plugin, () => ({list: ['x']})) as (c: LoadContext) => Promise<Plugin>)(
      {} as LoadContext,
    );
    expect(plugin.given).toEqual({flag: false, list: ['x']});
  });

  it('reads an upstream plugin as CommonJS: validated by its named validateOptions, its theme path from its module', async () => {
    const fixture = path.join(__dirname, '__fixtures__/cjs-plugin/lib/index.js');
    const loaded = (await (
      withServerSideOptions(fixture, () => ({list: ['x']})) as (c: LoadContext) => Promise<Plugin>
    )({} as LoadContext))!;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the fixture records what it was given
    expect((require(fixture) as {given: unknown}).given).toEqual({flag: false, list: ['x']});
    expect(loaded.getThemePath!()).toBe(path.join(path.dirname(fixture), '../lib/theme'));
  });
});
