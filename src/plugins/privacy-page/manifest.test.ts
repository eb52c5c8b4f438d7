import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import privacyPagePlugin from '.';
import {manifestFile, readBuildManifest} from './manifest';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-manifest-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe('the build manifest', () => {
  it('is written by the privacy-page plugin after the build, and read back as written', async () => {
    const context = {siteDir, baseUrl: '/', generatedFilesDir: path.join(siteDir, '.docusaurus')} as LoadContext;
    const plugin = privacyPagePlugin({features: {analytics: true, search: false, tweets: true}, thirdParties: []})(
      context,
    ) as Plugin;
    await plugin.postBuild!({outDir: path.join(siteDir, 'build')} as never);
    expect(fs.existsSync(path.join(siteDir, '.docusaurus', manifestFile('build')))).toBe(true);
    expect(readBuildManifest(siteDir)).toEqual({features: {analytics: true, search: false, tweets: true}});
  });

  it("is one per output folder, so that each deploy mode's host config reads its own", async () => {
    const context = {siteDir, baseUrl: '/', generatedFilesDir: path.join(siteDir, '.docusaurus')} as LoadContext;
    const hosted = privacyPagePlugin({features: {analytics: false, search: true, tweets: false}, thirdParties: []})(
      context,
    ) as Plugin;
    await hosted.postBuild!({outDir: path.join(siteDir, 'build-hosted')} as never);
    expect(readBuildManifest(siteDir, 'build-hosted').features).toEqual({
      analytics: false,
      search: true,
      tweets: false,
    });
    expect(readBuildManifest(siteDir).features).toEqual({analytics: true, search: false, tweets: true});
  });

  it('says how to make one when there is none', () => {
    expect(() => readBuildManifest(path.join(siteDir, 'elsewhere'))).toThrow(/run `npm run build` first/);
  });
});
