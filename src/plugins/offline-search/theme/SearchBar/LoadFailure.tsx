/**
 * Said under the search button when the modal's code or styles cannot be
 * loaded (offline, a deploy that removed the chunk): the spec's search failure
 * texts, and the search page, which needs neither. Drawn into the button's
 * parent so the navbar item itself stays one element.
 */
import Link from '@docusaurus/Link';
import {useEffect, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import styles from './styles.module.css';

interface Props {
  container: HTMLElement;
  searchPage: string;
  onDismiss: () => void;
}

export default function LoadFailure({container, searchPage, onDismiss}: Props): ReactNode {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onDismiss();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);
  return createPortal(
    <div className={styles.loadFailure} role="alert">
      <p className={styles.loadFailureTitle}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
      <p>
        <Link to={searchPage} onClick={onDismiss}>
          Search on the search page
        </Link>
      </p>
    </div>,
    container,
  );
}
