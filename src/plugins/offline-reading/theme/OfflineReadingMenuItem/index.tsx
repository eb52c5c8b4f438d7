/**
 * "Read offline" in the Copy page menu: a switch (menuitemcheckbox) that
 * shows the reader's choice at once and, while the worker saves, how far it
 * got. Each step also goes to the menu's status line, which stays when the
 * menu closes. Loaded with the menu, never with the page.
 */
import type {Props} from '@theme/OfflineReadingMenuItem';
import {useSyncExternalStore, type ReactNode} from 'react';
import {canReadOffline, currentProgress, setOfflineReading, subscribe} from '../../offlineReading';
import {hintText, isBusy, isOn, statusText} from '../../progress';
import styles from './styles.module.css';

export default function OfflineReadingMenuItem({itemClassName, hintClassName, onStatus}: Props): ReactNode {
  const progress = useSyncExternalStore(subscribe, currentProgress, currentProgress);
  if (!canReadOffline()) return null;
  const on = isOn(progress);
  const toggle = () => void setOfflineReading(!on, (step) => onStatus(statusText(step)));
  return (
    <li role="none">
      <button
        type="button"
        role="menuitemcheckbox"
        aria-checked={on}
        aria-busy={isBusy(progress)}
        tabIndex={-1}
        className={`${itemClassName} ${styles.item}`}
        onClick={toggle}>
        <span className={styles.label}>
          Read offline
          <span className={hintClassName}>{hintText(progress)}</span>
        </span>
        <span aria-hidden="true" className={styles.switch} />
      </button>
    </li>
  );
}
