/**
 * The not-found page itself (./index.tsx loads it): a real title, a search
 * form that works without JavaScript, and, in the browser, the pages closest
 * to the path asked for.
 */
import {PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import type {ReactNode} from 'react';
import styles from './styles.module.css';
import Suggestions from './Suggestions';
import ReportBrokenLink from './ReportBrokenLink';

export default function NotFoundPage({className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <main className={`container margin-vert--xl ${className ?? ''}`}>
      <PageMetadata title="Page not found" />
      <div className={styles.page}>
        <Heading as="h1">Page not found</Heading>
        <p>There is no page at this address. It may have moved: search the docs for what you were after.</p>
        <form className={styles.search} action={useBaseUrl('/search')} method="get" role="search">
          <label htmlFor="not-found-q">Search the docs</label>
          <input id="not-found-q" type="search" name="q" required />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        {/* The path asked for is known in the browser only (the server renders one 404.html for all). */}
        {isBrowser && <Suggestions />}
        <ReportBrokenLink />
      </div>
    </main>
  );
}
