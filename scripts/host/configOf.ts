/**
 * The host config (vercel.json's content) a build folder needs: its redirects, its inline
 * scripts' hashes, the third parties of the features it was built with, its Markdown twins.
 * The CLI (index.ts) writes or checks it; the build and mode tests compare against it in process.
 */
import path from 'node:path';
import {cspReportUri} from '../../config/env';
import {hostConfig, type Features} from '../../config/host';
import {hostRedirects} from '../../config/redirects';
import {readBuildManifest} from '../../src/plugins/privacy-page/manifest';
import {buildScriptHashes} from './inlineScripts';
import {markdownTwinsOf} from './twins';

const root = path.resolve(__dirname, '../..');

export function hostConfigOf(build: string, env: NodeJS.ProcessEnv = process.env) {
  // The features the build was made with, as its plugins recorded them (src/plugins/privacy-page/manifest.ts).
  const {features} = readBuildManifest<Features>(root, path.relative(root, build));
  const scriptHashes = buildScriptHashes(build);
  const config = hostConfig({
    redirects: hostRedirects,
    scriptHashes,
    features,
    markdownTwins: markdownTwinsOf(build),
    reportUri: cspReportUri(env),
  });
  return {config, features, scriptHashes};
}
