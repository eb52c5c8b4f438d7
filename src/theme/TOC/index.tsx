/**
 * The desktop table of contents (a doc's right column, a post's), hydrated in
 * an idle period of its own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). It renders one
 * <div>; its links are highlighted from the scroll position once hydrated.
 */
import TOC from '@theme-original/TOC';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(TOC, 'TOCHydratedWhenIdle');
