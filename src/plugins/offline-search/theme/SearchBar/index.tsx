/**
 * The navbar search of offline mode: DocSearch's button and modal, answered
 * from our static index. Not a wrapper of the classic theme's SearchBar: that
 * one builds an Algolia client and preconnects to Algolia's servers on every
 * page, which offline mode must not do.
 *
 * Guard: scripts/upstream/drift.test.ts fails when the upstream file it
 * stands for changes (handbook/upgrading-docusaurus.md).
 */
import {DocSearchButton} from '@docsearch/react/button';
// The button's styles load with the page; the modal's (24 KB) with the modal: see loadSearch.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import type {DocSearchModal as DocSearchModalComponent} from '@docsearch/react/modal';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import type {OfflineSearchClient} from '../../client';
import {useContextualFacetFilters, useIndexUrl, useSearchPageLink} from '../../hooks';
import {docsRouteOf} from '../../../../docs-model';
import {docsVersionOf} from '../../../../search/facets';
import {useSearchShortcuts} from './shortcuts';
import styles from './styles.module.css';

type ModalProps = React.ComponentProps<typeof DocSearchModalComponent>;
type Loaded = {
  Modal: typeof DocSearchModalComponent;
  createClient: typeof import('../../client').createOfflineSearchClient;
  SeeAllResults: typeof import('./SeeAllResults').default;
  NoResultsScreen: typeof import('./NoResultsScreen').default;
  ModalA11y: typeof import('./ModalA11y').default;
  StartScreen: typeof import('./StartScreen').default;
};

let loaded: Loaded | null = null;
/** The modal, its styles and the search engine load on first intent (hover, focus, click, shortcut). */
function loadSearch(): Promise<Loaded> {
  if (loaded) return Promise.resolve(loaded);
  // The footer's link too: the modal is its only place, and every page loads this file.
  return Promise.all([
    import('@docsearch/react/modal'),
    import('../../client'),
    import('./SeeAllResults'),
    import('./NoResultsScreen'),
    import('./ModalA11y'),
    import('./StartScreen'),
    import('@docsearch/css/dist/modal.css'),
    import('./hits.css'),
  ]).then(
    ([modal, client, seeAll, noResults, a11y, start]) =>
      (loaded = {
        Modal: modal.DocSearchModal,
        createClient: client.createOfflineSearchClient,
        SeeAllResults: seeAll.default,
        NoResultsScreen: noResults.default,
        ModalA11y: a11y.default,
        StartScreen: start.default,
      }),
  );
}

/** The spec's texts (the classic theme's), where DocSearch's defaults differ; "Let us know." is ./NoResultsScreen.tsx's. */
const translations: ModalProps['translations'] = {
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
  },
};

/**
 * The modal's code or its index could not load: the boot-recovery script's one notice for every part
 * that fails to load (its LOAD_FAILURE_EVENT), with Reload. The modal's body says it too (./NoResultsScreen.tsx).
 */
const reportLoadFailure = () => void window.dispatchEvent(new Event('trpc:load-failure'));

/** A preload on hover or focus that fails is tried again, and reported, when the reader opens search. */
const preload = () => void loadSearch().catch(() => {});

/** The docs version the modal searched, for the search page; none for the current docs, the page's own default. */
const versionOfLink = (filters: Parameters<typeof docsVersionOf>[0]) => {
  const version = docsVersionOf(filters);
  return version === 'current' ? null : version;
};

/**
 * A hit is the content of one of DocSearch's listbox options, and an option may not
 * contain a link (axe nested-interactive; screen readers read the option, not the link).
 * So the hit is an `<a>` without `href`, plain content: Enter on the highlighted option goes
 * through DocSearch's navigator (Ctrl/Cmd+Enter and Shift+Enter: a new tab or window), a
 * click through this handler, and a middle or Ctrl/Cmd click opens a new tab.
 *
 * A right-click only opens the browser's menu (it used to follow the hit: `auxclick` is
 * every button but the main one). That menu should be the one of a link ("Open link in new
 * tab", "Copy link address"), and the browser builds it from the element under the pointer
 * once the `contextmenu` event has run: so for that moment the hit is a real link, its
 * `href` dropped again in the next task. A link that stayed would be a nested control that
 * keyboard and screen-reader users never reach; a "copy link" button inside the option
 * would be the same, and one outside the listbox an extra stop for every hit. Keyboard and
 * screen-reader users open a hit in a new tab with Ctrl/Cmd+Enter, as far as the option
 * pattern goes.
 */
function hitComponent(history: ReturnType<typeof useHistory>) {
  return function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactElement {
    const url = new URL(hit.url, 'https://site.invalid');
    // The hit's path on this site (or its full URL elsewhere): what a click follows, and what tests read.
    const target = url.origin === 'https://site.invalid' ? url.pathname + url.search + url.hash : url.href;
    const follow = (event: MouseEvent) => {
      const url = new URL(target, window.location.href);
      if (event.button === 1 || event.ctrlKey || event.metaKey) window.open(url.href, '_blank', 'noopener');
      else if (url.origin === window.location.origin) history.push(url.pathname + url.search + url.hash);
      else window.location.assign(url.href);
    };
    const lendHref = (event: MouseEvent<HTMLAnchorElement>) => {
      const link = event.currentTarget;
      link.setAttribute('href', target);
      setTimeout(() => link.removeAttribute('href'));
    };
    return (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- no href but for the context menu (above); the listbox option around it takes the keyboard (Enter follows the hit)
      <a
        className="DocSearch-Hit-link"
        data-url={target}
        onClick={follow}
        onAuxClick={(event) => event.button === 1 && follow(event)}
        onContextMenu={lendHref}>
        {children}
      </a>
    );
  };
}

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const facetFilters = useContextualFacetFilters();
  const indexUrl = useIndexUrl();
  const searchPageLink = useSearchPageLink();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const client = useRef<OfflineSearchClient | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const docsStart = useBaseUrl(docsRouteOf(versionOfLink(facetFilters)));

  const open = useCallback(() => {
    loadSearch().then(
      ({createClient}) => {
        if (!client.current) {
          client.current = createClient(indexUrl);
          client.current.subscribe(() => client.current?.failed() && reportLoadFailure());
        }
        client.current.prepare(facetFilters);
        setContainer((c) => {
          if (c) return c;
          const div = document.createElement('div');
          div.className = styles.offline!;
          return document.body.insertBefore(div, document.body.firstChild);
        });
        setIsOpen(true);
      },
      // The modal's code or styles did not load.
      reportLoadFailure,
    );
  }, [indexUrl, facetFilters]);
  const close = useCallback(() => setIsOpen(false), []);
  // Focus goes back to the button once the modal is gone: while it is open the page behind
  // is inert (./ModalA11y.tsx), and a button inside an inert page cannot take focus.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  useSearchShortcuts(isOpen, open, close);

  const Hit = useMemo(() => hitComponent(history), [history]);
  const navigator = useMemo<ModalProps['navigator']>(
    () => ({navigate: ({itemUrl}) => history.push(itemUrl)}),
    [history],
  );
  const footer = useCallback<NonNullable<ModalProps['resultsFooterComponent']>>(
    ({state}) => {
      const SeeAllResults = loaded?.SeeAllResults;
      return SeeAllResults ? (
        <SeeAllResults
          client={client.current}
          query={state.query}
          facetFilters={facetFilters}
          to={searchPageLink(state.query, versionOfLink(facetFilters))}
          onClick={close}
        />
      ) : null;
    },
    [close, searchPageLink, facetFilters],
  );

  const currentClient = useCallback(() => client.current, []);
  const Modal = loaded?.Modal;
  const NoResultsScreen = loaded?.NoResultsScreen;
  const ModalA11y = loaded?.ModalA11y;
  const StartScreen = loaded?.StartScreen;
  return (
    <>
      {/* No aria-label: DocSearch's ("Search (Control+k)") does not contain the
          visible "Search Ctrl K" (WCAG 2.5.3); the button's own text names it,
          and aria-keyshortcuts still announces the shortcut. */}
      <DocSearchButton
        ref={buttonRef}
        aria-label={undefined}
        onClick={open}
        onFocus={preload}
        onMouseOver={preload}
        onTouchStart={preload}
      />
      {isOpen &&
        Modal &&
        container &&
        createPortal(
          <Modal
            appId="offline"
            apiKey="offline"
            // DocSearch keeps recent and favourite searches under a key named
            // after the index. Entries stored before hits held escaped text
            // would render as markup: a new name leaves them behind.
            indexName="trpc-offline-2"
            onClose={close}
            onAskAiToggle={() => {}}
            initialScrollY={window.scrollY}
            navigator={navigator}
            hitComponent={Hit}
            transformSearchClient={() =>
              client.current as unknown as ReturnType<NonNullable<ModalProps['transformSearchClient']>>
            }
            searchParameters={{facetFilters: facetFilters as string[]}}
            resultsFooterComponent={footer}
            translations={translations}
          />,
          container,
        )}
      {isOpen && container && NoResultsScreen && (
        <NoResultsScreen
          container={container}
          client={currentClient}
          searchPageLink={searchPageLink}
          docsStart={docsStart}
          onNavigate={close}
        />
      )}
      {isOpen && container && StartScreen && (
        <StartScreen container={container} version={docsVersionOf(facetFilters)} onNavigate={close} />
      )}
      {isOpen && container && ModalA11y && <ModalA11y container={container} client={currentClient} />}
    </>
  );
}
