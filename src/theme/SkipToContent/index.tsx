/**
 * The "Skip to main content" link, hydrated in an idle period of its own after
 * the page (why: src/plugins/preact-runtime/client/DeferredHydration.tsx). It
 * renders one <div>. Until then it is a plain link to the main content, which
 * a keyboard reader's first key press hydrates anyway.
 */
import SkipToContent from '@theme-original/SkipToContent';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(SkipToContent, 'SkipToContentHydratedWhenIdle');
