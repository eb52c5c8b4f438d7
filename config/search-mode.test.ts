import type {Config, LoadContext, Plugin} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';

// Each test imports the whole config afresh, every plugin with it: several seconds on 2 cores
// while the other unit test files run beside it.
vi.setConfig({testTimeout: 60_000});

async function loadConfig(env: Record<string, string>): Promise<Config> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('../docusaurus.config')).default as Config;
}

const pluginNames = (config: Config) =>
  (config.plugins ?? []).map((p) => (typeof p === 'function' ? p.name : String(p)));

describe('search mode follows the environment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('offline by default: our plugin, no Algolia settings', async () => {
    const config = await loadConfig({ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: ''});
    expect(pluginNames(config)).toContain('offlineSearchPlugin');
    expect(config.themeConfig).not.toHaveProperty('algolia');
  });

  it('hosted when Algolia is configured: contextual search on, no offline plugin', async () => {
    const config = await loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search-key'});
    expect(pluginNames(config)).not.toContain('offlineSearchPlugin');
    expect(config.themeConfig).toMatchObject({
      algolia: {
        appId: 'APP',
        apiKey: 'search-key',
        indexName: 'trpc',
        contextualSearch: true,
        searchPagePath: 'search',
      },
    });
  });
});

describe('analytics follows GTAG_ID', () => {
  afterEach(() => vi.unstubAllEnvs());
  const presetOptions = (config: Config) => (config.presets![0] as [string, Record<string, unknown>])[1];

  it('no analytics at all without an id', async () => {
    const config = await loadConfig({GTAG_ID: ''});
    expect(presetOptions(config)).not.toHaveProperty('gtag');
    expect(JSON.stringify(config.presets)).not.toMatch(/gtag/i);
    expect(JSON.stringify(config.plugins)).not.toMatch(/gtag/i);
    expect(JSON.stringify([config.headTags, config.clientModules])).not.toMatch(/gtag|analytics/i);
  });

  it('Google Analytics with the id when it is set: the id in a meta tag, read by the analytics client module', async () => {
    const config = await loadConfig({GTAG_ID: 'G-ABC123'});
    // Not the preset's gtag plugin: its inline script holds the id, and the CSP would depend on it.
    expect(presetOptions(config)).not.toHaveProperty('gtag');
    expect(config.headTags).toEqual([{tagName: 'meta', attributes: {name: 'gtag-id', content: 'G-ABC123'}}]);
    expect(config.clientModules).toContain('./src/clientModules/analytics.ts');
  });
});

describe('tweet embeds follow TWEET_EMBEDS', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('on by default: the widget module and twitter:dnt', async () => {
    const config = await loadConfig({TWEET_EMBEDS: ''});
    expect(config.clientModules).toContain('./src/clientModules/tweets.ts');
    expect(config.themeConfig).toMatchObject({metadata: [{name: 'twitter:dnt', content: 'on'}]});
  });

  it('off: no widget module, and /privacy lists no Twitter', async () => {
    const config = await loadConfig({TWEET_EMBEDS: 'off'});
    expect(config.clientModules).not.toContain('./src/clientModules/tweets.ts');
    // The third parties /privacy lists: the data its plugin gives the page.
    const privacy = (config.plugins ?? []).find((p) => typeof p === 'function' && p.name === 'privacyPage') as (
      context: LoadContext,
    ) => Plugin;
    let listed = '';
    await privacy({baseUrl: '/'} as LoadContext).contentLoaded!({
      content: undefined,
      actions: {
        createData: async (_name: string, data: string) => ((listed = data), 'data.json'),
        addRoute: () => undefined,
      },
    } as never);
    expect(listed).toMatch(/^\[/);
    expect(listed).not.toMatch(/twitter/i);
  });
});
