import type {PluginModule} from '@docusaurus/types';
import {announcementResetScript} from './script';

export const PLUGIN_NAME = 'announcement-reset';

/** Injects the reset script into <head>, ahead of the theme's own inline scripts. */
export default function announcementResetPlugin(announcementId: string): PluginModule {
  return () => ({
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            // The attribute keeps the HTML minifier from merging this script with a
            // neighbour (the analytics one): merged, its CSP hash would depend on
            // whether analytics is configured.
            attributes: {'data-announcement-reset': ''},
            innerHTML: announcementResetScript(announcementId),
          },
        ],
      };
    },
  });
}
