/**
 * A post's header (title, date, reading time, authors), hydrated in an idle
 * period of its own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). It renders one
 * <header>, the same in the browser as on the server.
 */
import BlogPostItemHeader from '@theme-original/BlogPostItem/Header';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(BlogPostItemHeader, 'HeaderHydratedWhenIdle');
