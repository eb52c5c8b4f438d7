/**
 * The navbar's brand. Right-click on it opens /media (spec): people looking for
 * the logo find the files, not "Save image as".
 *
 * Guard: the theme does not mark this component safe to wrap, so
 * scripts/upstream/drift.test.ts fails when its upstream file changes.
 */
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NavbarLogo from '@theme-original/Navbar/Logo';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function NavbarLogoWrapper(): ReactNode {
  const history = useHistory();
  const media = useBaseUrl('/media');
  return (
    <div
      className={styles.wrapper}
      onContextMenu={(event) => {
        event.preventDefault();
        history.push(media);
      }}>
      <NavbarLogo />
    </div>
  );
}
