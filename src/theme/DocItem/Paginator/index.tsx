/**
 * The links to the previous and next docs below a doc, hydrated in an idle
 * period of their own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). It renders one
 * <nav>, the same in the browser as on the server.
 */
import DocItemPaginator from '@theme-original/DocItem/Paginator';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(DocItemPaginator, 'DocPaginatorHydratedWhenIdle');
