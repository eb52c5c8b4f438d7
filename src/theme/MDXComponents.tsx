/**
 * The theme's MDX components, plus the wrapper that the rehype plugin puts
 * around each top-level block of a page so it can hydrate later
 * (src/plugins/preact-runtime/rehypeDeferHydration.ts).
 */
import MDXComponents from '@theme-original/MDXComponents';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default {...MDXComponents, DeferredHydration};
