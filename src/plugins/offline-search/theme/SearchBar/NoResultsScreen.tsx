/**
 * Completes DocSearch 4.7.0's no-results screen, which two upstream bugs leave
 * short: its "Try searching for" suggestions are stored in a shape the screen
 * never renders, and autocomplete-core resets the status to idle right after
 * DocSearch sets "error", so the error screen never stays up. When the index
 * could not be loaded this shows DocSearch's error texts instead of "No
 * results"; otherwise it adds suggestions: sections of earlier results.
 */
import Link from '@docusaurus/Link';
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {OfflineSearchClient} from '../../client';
import styles from './styles.module.css';

interface Props {
  container: HTMLElement;
  client: () => OfflineSearchClient | null;
  searchPageLink: (query: string) => string;
  onNavigate: () => void;
}

type Screen = {element: HTMLElement; failed: boolean; items: string[]};

const HOST = 'data-offline-screen';

export default function NoResultsScreen({container, client, searchPageLink, onNavigate}: Props): ReactNode {
  const [screen, setScreen] = useState<Screen | null>(null);
  useEffect(() => {
    const update = () => {
      const noResults = container.querySelector<HTMLElement>('.DocSearch-NoResults');
      const c = client();
      if (!noResults || !c) {
        setScreen(null);
        return;
      }
      let element = noResults.querySelector<HTMLElement>(`[${HOST}]`);
      if (!element) {
        element = document.createElement('div');
        element.setAttribute(HOST, '');
        noResults.querySelector('.DocSearch-Title')?.after(element);
      }
      const failed = c.failed();
      noResults.classList.toggle(styles.failed!, failed);
      const next = {element, failed, items: c.suggestions()};
      // Our own render mutates the DOM too: only a real change may set state.
      setScreen((s) =>
        s && s.element === next.element && s.failed === next.failed && s.items.join() === next.items.join() ? s : next,
      );
    };
    // DocSearch may show the screen before the search that fails has settled.
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    const unsubscribe = client()?.subscribe(update);
    update();
    return () => {
      observer.disconnect();
      unsubscribe?.();
    };
  }, [container, client]);

  if (!screen) return null;
  return createPortal(
    screen.failed ? (
      <div className="DocSearch-ErrorScreen" role="alert">
        <p className="DocSearch-Title">Unable to fetch results</p>
        <p className="DocSearch-Help">You might want to check your network connection.</p>
      </div>
    ) : (
      <div className="DocSearch-NoResults-Prefill-List">
        <p className="DocSearch-Help">Try searching for:</p>
        <ul className="DocSearch-NoResults-Prefill-List-Items">
          {screen.items.map((item) => (
            <li key={item}>
              <Link to={searchPageLink(item)} onClick={onNavigate}>
                {item}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    ),
    screen.element,
  );
}
