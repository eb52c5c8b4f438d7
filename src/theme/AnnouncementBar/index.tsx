/**
 * The theme's announcement bar, as a region named "Announcement" instead of `role="banner"`:
 * a page's banner landmark is its site header, and the bar made itself the page's only one,
 * so a screen reader's "banner" led to the notice, not the navbar (WCAG 1.3.1).
 *
 * Replaced, not wrapped: the role is set inside. Same hooks, classes and children otherwise;
 * scripts/upstream/drift.test.ts fails when the upstream file changes.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from '@docusaurus/theme-classic/lib/theme/AnnouncementBar/styles.module.css';

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  if (!isActive) return null;
  const {backgroundColor, textColor, isCloseable} = announcementBar!;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      role="region"
      aria-label="Announcement">
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </div>
  );
}
