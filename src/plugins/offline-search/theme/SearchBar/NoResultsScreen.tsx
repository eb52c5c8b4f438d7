/**
 * Completes DocSearch 4.7.0's no-results screen, which two upstream bugs leave
 * short: its "Try searching for" suggestions are stored in a shape the screen
 * never renders, and autocomplete-core resets the status to idle right after
 * DocSearch sets "error", so the error screen never stays up. When the index
 * could not be loaded this shows DocSearch's error texts instead of "No
 * results", and while it loads it says so; otherwise it adds "did you mean"
 * (terms of the index near the query), suggestions (sections of earlier
 * results), links to the search page and to the docs' start, and the link to
 * report missing results. That one is ours, not DocSearch's (index.tsx passes it
 * no `getMissingResultsUrl`): DocSearch's was told apart from the sentence
 * around it by colour alone (1.1:1) and opened a new tab without saying so.
 */
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {OfflineSearchClient, OtherVersionHits} from '../../client';
import {missingResultsUrl} from '../../hooks';
import OtherVersionPages from './OtherVersionPages';
import styles from './styles.module.css';

interface Props {
  container: HTMLElement;
  client: () => OfflineSearchClient | null;
  searchPageLink: (query: string) => string;
  /** The docs' start page, offered when nothing matches. */
  docsStart: string;
  onNavigate: () => void;
}

type Screen = {
  element: HTMLElement;
  failed: boolean;
  loading: boolean;
  items: string[];
  near: string[];
  query: string;
  other: OtherVersionHits | null;
};

const same = (a: Screen, b: Screen) =>
  a.element === b.element &&
  a.failed === b.failed &&
  a.loading === b.loading &&
  a.query === b.query &&
  a.items.join() === b.items.join() &&
  a.near.join() === b.near.join() &&
  a.other === b.other;

const HOST = 'data-offline-screen';

/** A titled list of terms, each a link to the search page for it. */
function SearchTerms({
  title,
  terms,
  link,
  onNavigate,
  didYouMean = false,
}: {
  title: string;
  terms: readonly string[];
  link: (query: string) => string;
  onNavigate: () => void;
  didYouMean?: boolean;
}): ReactNode {
  return (
    <div className="DocSearch-NoResults-Prefill-List" data-did-you-mean={didYouMean ? '' : undefined}>
      <p className="DocSearch-Help">{title}</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {terms.map((term) => (
          <li key={term}>
            <Link to={link(term)} onClick={onNavigate}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function NoResultsScreen({container, client, searchPageLink, docsStart, onNavigate}: Props): ReactNode {
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
      const loading = !failed && c.loading();
      // DocSearch's "No results for…" and "Let us know" are untrue while the index fails or loads.
      noResults.classList.toggle(styles.failed!, failed || loading);
      // Nor is its "no results" picture while the index loads (hits.css).
      noResults.toggleAttribute('data-loading', loading);
      const query = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      const next = {
        element,
        failed,
        loading,
        items: c.suggestions(),
        near: c.didYouMean(),
        query,
        other: c.otherVersion(),
      };
      // Our own render mutates the DOM too: only a real change may set state.
      setScreen((s) => (s && same(s, next) ? s : next));
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
  if (screen.failed)
    return createPortal(
      <div className="DocSearch-ErrorScreen" role="alert">
        <p className="DocSearch-Title">Unable to fetch results</p>
        <p className="DocSearch-Help">You might want to check your network connection.</p>
      </div>,
      screen.element,
    );
  if (screen.loading)
    return createPortal(
      <div className={styles.loading}>
        <p className="DocSearch-Title">Loading the search index…</p>
        <p className="DocSearch-Help">Results for “{screen.query}” will show in a moment.</p>
      </div>,
      screen.element,
    );
  const other = screen.other?.query === screen.query.trim() ? screen.other : null;
  return createPortal(
    <>
      {other && <OtherVersionPages other={other} onNavigate={onNavigate} />}
      {screen.near.length > 0 && (
        <SearchTerms
          title="Did you mean:"
          terms={screen.near}
          link={searchPageLink}
          onNavigate={onNavigate}
          didYouMean
        />
      )}
      <SearchTerms title="Try searching for:" terms={screen.items} link={searchPageLink} onNavigate={onNavigate} />
      <p className={`DocSearch-Help ${styles.elsewhere}`}>
        <Link to={searchPageLink(screen.query)} onClick={onNavigate}>
          Search every page on the search page
        </Link>
        {' · '}
        <Link to={docsStart} onClick={onNavigate}>
          Start from the docs’ introduction
        </Link>
      </p>
      <p className="DocSearch-Help">
        Believe this query should return results?{' '}
        {/* Underlined (hits.css); the icon's name says it opens a new tab, after a space that is not underlined. */}
        <a
          className="OfflineSearch-Report"
          href={missingResultsUrl({query: screen.query})}
          target="_blank"
          rel="noopener noreferrer">
          Let us know.
          <span className="OfflineSearch-Report-icon">
            {' '}
            <IconExternalLink />
          </span>
        </a>
      </p>
    </>,
    screen.element,
  );
}
