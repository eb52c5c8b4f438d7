/**
 * A post, in its page or in a list, hydrated in an idle period of its own
 * after the page (why: src/plugins/preact-runtime/client/DeferredHydration.tsx).
 * Its header and each block of its content then wait for periods of their
 * own, so no one task hydrates a long post. It renders one <article>, the
 * same in the browser as on the server.
 */
import BlogPostItem from '@theme-original/BlogPostItem';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(BlogPostItem, 'BlogPostItemHydratedWhenIdle');
