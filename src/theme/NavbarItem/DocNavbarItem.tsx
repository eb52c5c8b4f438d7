/**
 * A `doc` navbar item, highlighted on its own page only; the first one (Docs)
 * also on every other docs page that no other navbar item claims (the API
 * reference included): one highlighted item per page (./navbarActive.ts).
 * The theme's item is highlighted on every page of its doc's sidebar, so
 * three or four items carried aria-current at once.
 *
 * Replaced, not wrapped: the theme's sets `isActive` after the props it is
 * given, so a wrapper cannot change it. Same hooks and markup otherwise;
 * scripts/upstream/drift.test.ts fails when the upstream file changes.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useActiveDocContext, useActivePlugin, useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocNavbarItem';
import {claimedElsewhere, docsItemId, type NavbarItemLike} from './navbarActive';

export default function DocNavbarItem({docId, label: staticLabel, docsPluginId, ...props}: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const onDocsPage = useActivePlugin({failfast: false}) !== undefined;
  const {pathname} = useLocation();
  const items = useThemeConfig().navbar.items as NavbarItemLike[];
  const pageActive = !!doc && activeDoc?.path === doc.path;
  // Draft and unlisted items are not displayed in the navbar.
  if (doc === null || (doc.unlisted && !pageActive)) {
    return null;
  }
  const active =
    pageActive ||
    (docId === docsItemId(items) && onDocsPage && !claimedElsewhere(items, docId, {pathname, activeDocId: activeDoc?.id}));
  return <DefaultNavbarItem exact {...props} isActive={() => active} label={staticLabel ?? doc.id} to={doc.path} />;
}
