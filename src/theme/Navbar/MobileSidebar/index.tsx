/**
 * The mobile navigation drawer, drawn when the reader reaches for it rather
 * than when the page loads (src/hooks/useMobileDrawerWanted.ts). The theme
 * renders the closed drawer, with the whole docs sidebar in it, on every phone
 * page load: after hydration, the largest task of a doc page there.
 */
import type {ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useMobileDrawerWanted} from '@site/src/hooks/useMobileDrawerWanted';

export default function NavbarMobileSidebarWhenWanted(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return useMobileDrawerWanted() || shown ? <NavbarMobileSidebar /> : null;
}
