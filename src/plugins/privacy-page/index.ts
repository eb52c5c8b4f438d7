/**
 * What the build loads from other servers. The /privacy page, with the build's
 * third parties (config/host.ts) as its route's data; and after the build, the
 * features they come with in the build manifest (./manifest.ts), from which
 * `npm run host-config` writes the CSP. As site config (`customFields`) they travelled in the main
 * bundle of every page; as route data only /privacy loads them. Like every
 * plugin of this site, it takes its options as the factory's argument: the
 * config holds a function, which the site config sent to the browser leaves out.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeBuildManifest} from './manifest';
import type {ThirdParty} from './thirdParty';

export const PLUGIN_NAME = 'privacy-page';

export interface PrivacyPageOptions<F extends object> {
  /** The build's optional features, each on or off (recorded in the build manifest). */
  features: F;
  /** What the build loads from other servers: the third parties of those features. */
  thirdParties: ThirdParty[];
}

export default function privacyPagePlugin<F extends object>({features, thirdParties}: PrivacyPageOptions<F>) {
  return function privacyPage(context: LoadContext): Plugin {
    return {
      name: PLUGIN_NAME,
      async contentLoaded({actions}) {
        const data = await actions.createData('third-parties.json', JSON.stringify(thirdParties));
        actions.addRoute({
          path: `${context.baseUrl}privacy`,
          component: path.join(__dirname, 'PrivacyPage.tsx'),
          modules: {thirdParties: data},
          exact: true,
        });
      },
      async postBuild({outDir}) {
        await writeBuildManifest(context.generatedFilesDir, outDir, {features});
      },
    };
  };
}
