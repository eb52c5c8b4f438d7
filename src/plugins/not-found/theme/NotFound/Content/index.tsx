/**
 * The not-found page's content, in place of the stock one (eject-safe), which
 * asks readers to contact the site's owner and leaves doc paths titled "tRPC".
 * Small on purpose: the docs' chunk carries it too (the docs root renders it
 * for unknown doc paths); the suggestions load once it shows, in the browser.
 * Guard: scripts/upstream/drift.test.ts fails when the upstream component changes.
 */
import {PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {lazy, Suspense, type ReactNode} from 'react';
import styles from './styles.module.css';

const Suggestions = lazy(() => import('./Suggestions'));

export default function NotFoundContent({className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <main className={`container margin-vert--xl ${className ?? ''}`}>
      <PageMetadata title="Page not found" />
      <div className={styles.page}>
        <Heading as="h1">Page not found</Heading>
        <p>There is no page at this address. It may have moved: search the docs, or try a page below.</p>
        <form className={styles.search} action={useBaseUrl('/search')} method="get" role="search">
          <label htmlFor="not-found-q">Search the docs</label>
          <input id="not-found-q" type="search" name="q" required />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        {isBrowser && (
          <Suspense fallback={null}>
            <Suggestions />
          </Suspense>
        )}
      </div>
    </main>
  );
}
