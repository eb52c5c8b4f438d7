import type {Config} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';

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
      algolia: {appId: 'APP', apiKey: 'search-key', indexName: 'trpc', contextualSearch: true, searchPagePath: 'search'},
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
  });

  it('Google Analytics with the id when it is set', async () => {
    const config = await loadConfig({GTAG_ID: 'G-ABC123'});
    expect(presetOptions(config).gtag).toEqual({trackingID: 'G-ABC123', anonymizeIP: true});
  });
});
