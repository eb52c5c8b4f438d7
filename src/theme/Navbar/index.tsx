/**
 * The navbar, hydrated in an idle period of its own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). When it does, its
 * logo, its items and its colour mode button wait in turn for gates of their
 * own (those correct the attributes the browser renders otherwise). The search
 * shortcuts still work at once: the first key press hydrates the navbar, and
 * the search button registers its shortcuts before that press reaches the
 * window (src/plugins/offline-search/theme/SearchBar/shortcuts.ts). It renders
 * one <nav>, the same in the browser as on the server.
 */
import Navbar from '@theme-original/Navbar';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(Navbar, 'NavbarHydratedWhenIdle');
