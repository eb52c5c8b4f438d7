/**
 * Each item of the desktop navbar hydrates in an idle period of its own after
 * the navbar (src/theme/Navbar; why: src/plugins/preact-runtime/client/DeferredHydration.tsx).
 * Its doc links and version dropdown are among the dearest parts of a page to
 * hydrate: each one matches the location against every docs version.
 *
 * An item may render differently in the browser (the version dropdown follows
 * the reader's preferred docs version, kept in storage), so its attributes are
 * checked as it hydrates. Only the types below are deferred: each renders
 * exactly one element on every page (a doc item renders nothing for a draft,
 * and this site publishes none). The search button waits too, yet its
 * shortcuts work on the first key press: the key opens every gate before it
 * reaches the window's listeners, and the button registers its shortcuts as
 * it hydrates (shortcuts.ts of the offline search's SearchBar says how).
 * Items of the phone drawer are drawn after hydration and never wait.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/NavbarItem';
import NavbarItem from '@theme-original/NavbarItem';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';

const ONE_ELEMENT_TYPES = new Set(['default', 'doc', 'docsVersionDropdown', 'localeDropdown', 'dropdown', 'search']);

export default function NavbarItemHydratedWhenIdle(props: Props): ReactNode {
  const type = props.type ?? 'default';
  if (props.mobile || !ONE_ELEMENT_TYPES.has(type)) return <NavbarItem {...props} />;
  return (
    <DeferredHydration checkAttributes>
      <NavbarItem {...props} />
    </DeferredHydration>
  );
}
