/**
 * The blog's post list for the mobile drawer, registered with the drawer only
 * once the reader reaches for it (as src/theme/DocSidebar/Mobile, and why).
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/BlogSidebar/Mobile';
import BlogSidebarMobile from '@theme-original/BlogSidebar/Mobile';
import {useMobileDrawerWanted} from '@site/src/hooks/useMobileDrawerWanted';

export default function BlogSidebarMobileWhenWanted(props: Props): ReactNode {
  return useMobileDrawerWanted() ? <BlogSidebarMobile {...props} /> : null;
}
