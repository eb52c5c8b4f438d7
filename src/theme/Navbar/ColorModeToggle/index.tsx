/**
 * The navbar's colour mode button, hydrated in an idle period of its own after
 * the navbar (why: src/plugins/preact-runtime/client/DeferredHydration.tsx).
 * The server renders it disabled and labelled with the default mode; by the
 * time it hydrates the page knows the reader's mode, so its attributes are
 * checked: it is enabled and labelled as it hydrates. It renders one element
 * unless the switch is turned off, and then it is not deferred.
 */
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Navbar/ColorModeToggle';
import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default function ColorModeToggleHydratedWhenIdle(props: Props): ReactNode {
  if (useThemeConfig().colorMode.disableSwitch) return <NavbarColorModeToggle {...props} />;
  return (
    <DeferredHydration checkAttributes>
      <NavbarColorModeToggle {...props} />
    </DeferredHydration>
  );
}
