import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import privacyPagePlugin from '.';
import {MANIFEST_FILE, readBuildManifest} from './manifest';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-manifest-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe('the build manifest', () => {
  it('is written by the privacy-page plugin after the build, and read back as written', async () => {
    const context = {siteDir, baseUrl: '/', generatedFilesDir: path.join(siteDir, '.docusaurus')} as LoadContext;
    const plugin = privacyPagePlugin({features: {analytics: true, search: false, tweets: true}, thirdParties: []})(
      context,
    ) as Plugin;
    await plugin.postBuild!({} as never);
    expect(fs.existsSync(path.join(siteDir, '.docusaurus', MANIFEST_FILE))).toBe(true);
    expect(readBuildManifest(siteDir)).toEqual({features: {analytics: true, search: false, tweets: true}});
  });

  it('says how to make one when there is none', () => {
    expect(() => readBuildManifest(path.join(siteDir, 'elsewhere'))).toThrow(/run `npm run build` first/);
  });
});
