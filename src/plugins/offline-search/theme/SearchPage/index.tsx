/**
 * /search?q=… in offline mode: every result for the query, in the docs version
 * the reader picks, loaded page by page. The URL follows the query as it is
 * typed; the query is only ever rendered as text.
 *
 * Guard: scripts/upstream/drift.test.ts fails when the upstream file it
 * stands for changes (handbook/upgrading-docusaurus.md).
 */
import {useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import type {OfflineSearchClient} from '../../client';
import {capQuery, type Hit} from '../../../../search/engine';
import {missingResultsUrl, useIndexUrl} from '../../hooks';
import {formatResultCount} from '../../../../search/resultCount';
import SearchResult from './SearchResult';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;
const TYPING_DELAY_MS = 150;

type State =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; query: string; hits: Hit[]; nbHits: number; page: number; nbPages: number};

function SearchPageContent(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const location = useLocation();
  const versions = useVersions(undefined);
  const {preferredVersion} = useDocsPreferredVersion();
  const indexUrl = useIndexUrl();
  const client = useRef<Promise<OfflineSearchClient> | null>(null);
  /** Only the latest search may show its results: an older one can finish later (a bigger index). */
  const latestSearch = useRef(0);

  const [query, setQuery] = useState('');
  const [version, setVersion] = useState<string | null>(null);
  const [state, setState] = useState<State>({status: 'idle'});
  const activeVersion = version ?? preferredVersion?.name ?? versions.find((v) => v.isLast)?.name ?? 'current';
  const facetFilters = useMemo(
    () => [
      `language:${i18n.currentLocale}`,
      ['docusaurus_tag:default', `docusaurus_tag:docs-default-${activeVersion}`],
    ],
    [i18n.currentLocale, activeVersion],
  );

  // The query comes from the URL once the page runs in the browser.
  // Not the initial state: the server rendered no query, and hydration must match it.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, on arrival (see above)
    setQuery(params.get('q') ?? '');
    // The version the modal searched ("See all N results"), when it is one of ours.
    const asked = params.get('version');
    if (asked && versions.some((v) => v.name === asked)) setVersion(asked);
    // Only on arrival: afterwards the input drives the URL, not the reverse.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL is read once, on arrival
  }, []);

  const search = async (q: string, page: number): Promise<void> => {
    const id = ++latestSearch.current;
    client.current ??= import('../../client').then(({createOfflineSearchClient}) =>
      createOfflineSearchClient(indexUrl),
    );
    const {results} = await (
      await client.current
    ).search({
      requests: [{query: q, facetFilters, hitsPerPage: HITS_PER_PAGE, page, attributesToSnippet: ['content:30']}],
    });
    if (id !== latestSearch.current) return;
    const result = results[0]!;
    // Searched while the index was still taking in body text: search again once it
    // has, so the count is the whole one (the modal's "See all N results").
    if (!result.exhaustiveNbHits && page === 0) {
      void (await client.current).indexed(facetFilters).then(
        () => {
          if (id === latestSearch.current) void search(q, 0).catch(() => {});
        },
        // The body text did not come: titles and headings are not the whole answer.
        () => id === latestSearch.current && setState({status: 'error'}),
      );
      // Nothing in titles and headings yet: the page text is still on its way, not missing.
      if (result.nbHits === 0) {
        setState({status: 'loading'});
        return;
      }
    }
    setState((previous) => ({
      status: 'done',
      query: q,
      hits: page > 0 && previous.status === 'done' ? [...previous.hits, ...result.hits] : result.hits,
      nbHits: result.nbHits,
      page,
      nbPages: result.nbPages,
    }));
  };

  useEffect(() => {
    const trimmed = query.trim();
    const timer = window.setTimeout(() => {
      // Straight to the browser's history, not the router's: a route update
      // is a page view to analytics, and one pause in typing is not a new page.
      const url = new URL(window.location.href);
      url.search = trimmed
        ? `?q=${encodeURIComponent(query)}${version ? `&version=${encodeURIComponent(version)}` : ''}`
        : '';
      window.history.replaceState(window.history.state, '', url);
      if (!trimmed) {
        setState({status: 'idle'});
        return;
      }
      setState((s) => (s.status === 'done' ? s : {status: 'loading'}));
      const id = latestSearch.current + 1;
      search(capQuery(trimmed).trim(), 0).catch(() => id === latestSearch.current && setState({status: 'error'}));
    }, TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `search` reads the filters; re-run when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `search` is a new function each render; what it reads is listed
  }, [query, facetFilters, version]);

  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">Search the documentation</Heading>
      <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          <span>Search</span>
          <input
            type="search"
            name="q"
            className={styles.input}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to take a query; the classic theme's search page focuses it too
            autoFocus
          />
        </label>
        {versions.length > 1 && (
          <label className={styles.field}>
            <span>Docs version</span>
            <select className={styles.select} value={activeVersion} onChange={(e) => setVersion(e.target.value)}>
              {versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </form>
      <div aria-live="polite">
        {state.status === 'loading' && <p>Searching…</p>}
        {state.status === 'error' && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {state.status === 'done' && state.nbHits === 0 && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>No results for "{state.query}"</p>
            <p>Try searching for another word, or a shorter one.</p>
            <p>
              Believe this query should return results?{' '}
              <a href={missingResultsUrl({query: state.query})}>Let us know.</a>
            </p>
          </div>
        )}
        {state.status === 'done' && state.nbHits > 0 && (
          <p>
            {formatResultCount(state.nbHits)} for "{state.query}"
          </p>
        )}
      </div>
      {state.status === 'done' && (
        <ol className={styles.results}>
          {state.hits.map((hit) => (
            <SearchResult key={hit.objectID} hit={hit} />
          ))}
        </ol>
      )}
      {state.status === 'done' && state.page + 1 < state.nbPages && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => search(state.query, state.page + 1).catch(() => setState({status: 'error'}))}>
          Load more results
        </button>
      )}
    </main>
  );
}

/** The docs-version hooks need the providers that Layout sets up. */
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search the tRPC documentation, API reference and blog.">
      {/* It echoes a query and has nothing of its own to find; the sitemap leaves noindex pages out too. */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <SearchPageContent />
    </Layout>
  );
}
