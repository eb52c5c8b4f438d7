/**
 * The /privacy page, with the build's third parties (config/host.ts) as its
 * route's data. As site config (`customFields`) they travelled in the main
 * bundle of every page; as route data only /privacy loads them. The table is
 * given as a function, which the site config sent to the browser leaves out.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThirdParty} from '../../../config/host';

export interface PrivacyPageOptions {
  thirdParties: () => ThirdParty[];
}

export default function privacyPagePlugin(context: LoadContext, unchecked: unknown): Plugin {
  const {thirdParties} = unchecked as PrivacyPageOptions;
  return {
    name: 'privacy-page',
    async contentLoaded({actions}) {
      const data = await actions.createData('third-parties.json', JSON.stringify(thirdParties()));
      actions.addRoute({
        path: `${context.baseUrl}privacy`,
        component: path.join(__dirname, 'PrivacyPage.tsx'),
        modules: {thirdParties: data},
        exact: true,
      });
    },
  };
}
