/**
 * A `doc` navbar item is highlighted on its own page only, or, given an
 * `activeBaseRegex` (Docs, config/navbar.ts), where that matches: one
 * highlighted item per page. The theme's is highlighted on every page of its
 * doc's sidebar, so Docs, Quickstart and Awesome tRPC Collection (one sidebar)
 * carried aria-current at once.
 *
 * Replaced, not wrapped: the theme's sets `isActive` after the props it is
 * given, so a wrapper cannot change it. Same hooks, markup and size otherwise
 * (every page loads it; a computed rule cost 0.2 KB of JS, the pattern nothing);
 * scripts/upstream/drift.test.ts fails when the upstream file changes.
 */
import type {ReactNode} from 'react';
import {useActiveDocContext, useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocNavbarItem';

export default function DocNavbarItem({
  docId,
  label: staticLabel,
  docsPluginId,
  activeBaseRegex,
  ...props
}: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const pageActive = activeDoc?.path === doc?.path;
  // Draft and unlisted items are not displayed in the navbar.
  if (doc === null || (doc.unlisted && !pageActive)) {
    return null;
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      // NavbarNavLink tests the pattern against the path itself.
      {...(activeBaseRegex ? {activeBaseRegex} : {isActive: () => pageActive})}
      label={staticLabel ?? doc.id}
      to={doc.path}
    />
  );
}
