/**
 * The theme's "On this page" list inside a navigation landmark named for it
 * (WCAG 1.3.1, 2.4.1): it was a plain list beside the article. The landmark
 * draws no box (`display: contents`), so the list stays sticky in its column.
 */
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.landmark}
      aria-label={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}>
      <TOC {...props} />
    </nav>
  );
}
