import type {Plugin} from '@docusaurus/types';
import {BOOT_RECOVERY_SCRIPT} from './script';

/** Puts the boot recovery script first in every page's head, before any bundle can fail. */
export default function bootRecoveryPlugin(): Plugin {
  return {
    name: 'boot-recovery',
    injectHtmlTags() {
      return {
        headTags: [
          // The attribute keeps the HTML minifier from merging it with a neighbour.
          {tagName: 'script', attributes: {'data-boot-recovery': ''}, innerHTML: BOOT_RECOVERY_SCRIPT},
        ],
      };
    },
  };
}
