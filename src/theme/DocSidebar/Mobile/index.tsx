/**
 * The docs sidebar for the mobile drawer, registered with the drawer only once
 * the reader reaches for it (src/hooks/useMobileDrawerWanted.ts): registering
 * re-renders the whole navbar, which a page load on a phone need not pay for.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/DocSidebar/Mobile';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import {useMobileDrawerWanted} from '@site/src/hooks/useMobileDrawerWanted';

export default function DocSidebarMobileWhenWanted(props: Props): ReactNode {
  return useMobileDrawerWanted() ? <DocSidebarMobile {...props} /> : null;
}
