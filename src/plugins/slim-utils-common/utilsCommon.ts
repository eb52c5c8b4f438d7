/**
 * Stands in, in the browser bundle only, for the entry of
 * `@docusaurus/utils-common` (`lib/index.js`), which Docusaurus's `Link`, error
 * pages and blog posts import. That entry is CommonJS and requires the whole of
 * `tslib` for one helper (`__importDefault`): tslib's 40 helpers went into every
 * page's main bundle. This file exports the same names from the same files.
 *
 * Gain: main bundle −3.6 KB gzip on every page type (tests/build/bytes.test.ts,
 * handbook/performance.md, "What each optimisation earns").
 * Guards: the build fails when the replacement matches no module (./index.ts,
 * src/guarded-replacement), and scripts/upstream/drift.test.ts when the
 * replaced file changes (scripts/upstream/files.ts, REPLACED_MODULES).
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// __ prefix allows search crawlers to ignore anchors (as upstream says).
export const blogPostContainerID = '__blog-post-container';
