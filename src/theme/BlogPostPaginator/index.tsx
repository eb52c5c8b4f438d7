/**
 * The links to the newer and older posts below a post, hydrated in an idle
 * period of their own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). It renders one
 * <nav>, the same in the browser as on the server.
 */
import BlogPostPaginator from '@theme-original/BlogPostPaginator';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(BlogPostPaginator, 'PaginatorHydratedWhenIdle');
