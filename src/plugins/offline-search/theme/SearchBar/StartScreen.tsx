/**
 * The modal before anything is typed (issue 48). DocSearch lists the reader's
 * recent and favourite searches there (kept in localStorage under
 * `__DOCSEARCH_RECENT_SEARCHES__<indexName>` and `__DOCSEARCH_FAVORITE_SEARCHES__…`,
 * named on /privacy) once a result has been opened; until then it leaves out its
 * whole dropdown, and the modal was a bare field. This adds a few pages to start
 * from, below the stored searches or in their place: those of the docs version
 * the modal searches (../../startingPoints.ts). They are links, not options of
 * DocSearch's listbox (only its own sources fill it): Tab reaches them from the
 * field, and the arrows keep going through the stored searches.
 *
 * DocSearch draws each stored search's "save" and "remove" buttons inside its
 * option, where a screen reader does not reach them (an option's content is read
 * as its name: axe nested-interactive). hits.css hides those; the buttons here,
 * each named after its search, stand over the same place in a layer outside the
 * listbox and press DocSearch's own, so its lists and storage stay as they were.
 */
import Link from '@docusaurus/Link';
import {useEffect, useId, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {CURRENT_VERSION} from '../../../../docs-model';
import startingPoints from '@generated/offline-search/default/starting-points.json';

interface Props {
  container: HTMLElement;
  /** The docs version the modal searches (`current`, `9.x`), if its filters name one. */
  version: string | null;
  onNavigate: () => void;
}

/** A stored search as DocSearch shows it, and where its row is, from the top of the list it is in. */
interface Stored {
  id: string;
  title: string;
  favourite: boolean;
  top: number;
  height: number;
  right: number;
}

const same = (a: readonly Stored[], b: readonly Stored[]) => JSON.stringify(a) === JSON.stringify(b);

function element(attribute: string, className?: string): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute(attribute, '');
  if (className) el.className = className;
  return el;
}

/** DocSearch's stored searches in its start screen, measured for the layer of buttons over them. */
function storedIn(screen: HTMLElement): Stored[] {
  const box = screen.getBoundingClientRect();
  return Array.from(screen.querySelectorAll<HTMLElement>('[role="option"]'))
    .filter((option) => option.querySelector('.DocSearch-Hit-action-button'))
    .map((option) => {
      const row = option.getBoundingClientRect();
      return {
        id: option.id,
        title: option.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
        favourite: /-favoriteSearches-/.test(option.id),
        top: Math.round(row.top - box.top),
        // DocSearch leaves 4px below each row.
        height: Math.round(row.height - 4),
        right: Math.round(box.right - row.right),
      };
    });
}

/**
 * Puts the starting points where the empty modal's content goes: at the end of DocSearch's start
 * screen when it shows one (stored searches), else in a dropdown of our own under the field.
 * Nothing while there is a query. Returns the stored searches shown.
 */
function place(container: HTMLElement, host: HTMLElement, own: HTMLElement, layer: HTMLElement): Stored[] | null {
  const modal = container.querySelector('.DocSearch-Modal');
  const query = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value;
  const theirs = Array.from(modal?.querySelectorAll<HTMLElement>('.DocSearch-Dropdown') ?? []).find((d) => d !== own);
  const header = modal?.querySelector('.DocSearch-SearchBar');
  if (query !== '' || !header) {
    for (const el of [host, own, layer]) el.remove();
    return null;
  }
  if (theirs) {
    own.remove();
    const screen = theirs.querySelector<HTMLElement>(':scope > .DocSearch-Dropdown-Container');
    if (!screen) {
      host.remove();
      layer.remove();
      return null;
    }
    // Moved only when out of place: each move is a mutation the observer below sees again.
    if (screen.lastElementChild !== host) screen.append(host);
    if (screen.firstElementChild !== layer) screen.prepend(layer);
    return storedIn(screen);
  }
  layer.remove();
  if (header.nextElementSibling !== own) header.after(own);
  if (host.parentElement !== own) own.append(host);
  return [];
}

const StarIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M10 14.2L5 17l1-5.6-4-4 5.5-.7 2.5-5 2.5 5 5.6.8-4 4 .9 5.5z"
      stroke="currentColor"
      fill="none"
      fillRule="evenodd"
      strokeLinejoin="round"
    />
  </svg>
);

const CloseIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z"
      stroke="currentColor"
      fill="none"
      fillRule="evenodd"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const PageIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true">
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
    <path d="M14 2v4a2 2 0 0 0 2 2h4" />
    <path d="M10 9H8" />
    <path d="M16 13H8" />
    <path d="M16 17H8" />
  </svg>
);

export default function StartScreen({container, version, onNavigate}: Props): ReactNode {
  const points = startingPoints[version ?? CURRENT_VERSION.name] ?? [];
  const titleId = useId();
  const [host] = useState(() => element('data-offline-start'));
  const [own] = useState(() => element('data-offline-start-dropdown', 'DocSearch-Dropdown'));
  const [layer] = useState(() => element('data-offline-stored-actions'));
  const [stored, setStored] = useState<readonly Stored[] | null>(null);

  useEffect(() => {
    const update = () => {
      const next = place(container, host, own, layer);
      // Our own render changes the DOM too: only a real change may set state.
      setStored((s) => (s === next || (s && next && same(s, next)) ? s : next));
    };
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    // Rows move when the window's width wraps their text anew.
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      for (const el of [host, own, layer]) el.remove();
    };
  }, [container, host, own, layer]);

  /** Presses DocSearch's own button for a stored search (hidden in its option), then gives focus back to the field. */
  const press = (id: string, which: 'save' | 'remove') => {
    const buttons = document.getElementById(id)?.querySelectorAll<HTMLButtonElement>('.DocSearch-Hit-action-button');
    // A recent search has "save" then "remove"; a favourite, "remove".
    buttons?.[which === 'save' ? 0 : buttons.length - 1]?.click();
    container.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
  };

  if (!stored) return null;
  return (
    <>
      {createPortal(
        stored.map((s) => (
          <div
            key={s.id}
            className="OfflineSearch-StoredActions"
            style={{top: s.top, height: s.height, right: s.right}}>
            {!s.favourite && (
              // DocSearch's class and title: the look of its buttons, and what e2e/privacy.spec.ts presses.
              <button
                type="button"
                className="DocSearch-Hit-action-button"
                title="Save this search"
                aria-label={`Save “${s.title}” to favourite searches`}
                onClick={() => press(s.id, 'save')}>
                <StarIcon />
              </button>
            )}
            <button
              type="button"
              className="DocSearch-Hit-action-button"
              title={s.favourite ? 'Remove this search from favorites' : 'Remove this search from history'}
              aria-label={`Remove “${s.title}” from ${s.favourite ? 'favourite' : 'recent'} searches`}
              onClick={() => press(s.id, 'remove')}>
              <CloseIcon />
            </button>
          </div>
        )),
        layer,
      )}
      {points.length > 0 &&
        createPortal(
          <nav className="OfflineSearch-Start" aria-labelledby={titleId}>
            <p className="OfflineSearch-Start-title" id={titleId}>
              Starting points
            </p>
            <ul>
              {points.map((point) => (
                <li key={point.url}>
                  <Link className="OfflineSearch-Start-link" to={point.url} onClick={onNavigate}>
                    <span className="OfflineSearch-Start-icon">
                      <PageIcon />
                    </span>
                    <span className="OfflineSearch-Start-text">
                      <span className="OfflineSearch-Start-page">{point.title}</span>{' '}
                      <span className="OfflineSearch-Start-section">{point.section}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>,
          host,
        )}
    </>
  );
}
