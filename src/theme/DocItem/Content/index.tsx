/**
 * A doc's content, hydrated in an idle period of its own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). Each of its
 * blocks then waits for a period of its own, so no one task hydrates a long
 * page. It renders one <div>, the same in the browser as on the server.
 */
import DocItemContent from '@theme-original/DocItem/Content';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(DocItemContent, 'DocItemContentHydratedWhenIdle');
