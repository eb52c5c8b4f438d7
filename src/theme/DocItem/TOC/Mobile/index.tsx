/**
 * A doc's collapsed "On this page" menu (phones and tablets), hydrated in an
 * idle period of its own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). It renders one
 * <div>, collapsed in the browser as on the server; a tap on it is the
 * reader's first input, which hydrates it before the click arrives.
 */
import DocItemTOCMobile from '@theme-original/DocItem/TOC/Mobile';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(DocItemTOCMobile, 'DocTOCMobileHydratedWhenIdle');
