/**
 * The footer, hydrated in an idle period of its own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). It renders one
 * <footer> whenever the site has a footer, which ours always has.
 */
import Footer from '@theme-original/Footer';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(Footer, 'FooterHydratedWhenIdle');
