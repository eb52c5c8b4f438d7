/**
 * The navbar's brand. Right-click on it opens /media (spec): people looking for
 * the logo find the files, not "Save image as".
 *
 * It hydrates in an idle period of its own after the navbar (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx), attributes
 * checked: the server draws the logo for both colour modes, the browser keeps
 * the reader's one.
 */
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NavbarLogo from '@theme-original/Navbar/Logo';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function NavbarLogoWrapper(): ReactNode {
  const history = useHistory();
  const media = useBaseUrl('/media');
  return (
    <DeferredHydration checkAttributes>
      <div
        className={styles.wrapper}
        onContextMenu={(event) => {
          event.preventDefault();
          history.push(media);
        }}>
        <NavbarLogo />
      </div>
    </DeferredHydration>
  );
}
