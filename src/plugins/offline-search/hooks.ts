/** What the offline search bar and page share: filters, the client, links. */
import {useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useCallback, useMemo} from 'react';
import type {FacetFilters} from '../../search/facets';

export const SEARCH_INDEX_PATH = '/search-index/';
export const SEARCH_PAGE = '/search';

/** The tag of pages outside any docs version (the blog, the pages), as the classic theme's search tags them. */
const DEFAULT_SEARCH_TAG = 'default';

/**
 * Contextual search, as the classic theme defines it: the language, plus the default tag and
 * this page's docs version tags. Built from the docs plugin's public hook: theme-common's
 * `useContextualSearchFilters`, which did the same, is gone from the Docusaurus 4 canaries.
 */
export function useContextualFacetFilters(): FacetFilters {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const tags = useDocsContextualSearchTags();
  return useMemo(
    () => [`language:${locale}`, [DEFAULT_SEARCH_TAG, ...tags].map((tag) => `docusaurus_tag:${tag}`)],
    [locale, tags],
  );
}

/** Index file URL under the site's baseUrl. */
export function useIndexUrl(): (file: string) => string {
  const base = useBaseUrl(SEARCH_INDEX_PATH);
  return useCallback((file: string) => `${base}${file}`, [base]);
}

/** The search page for a query; with the docs version the modal searched, so the page counts what the modal counted. */
export function useSearchPageLink(): (query: string, version?: string | null) => string {
  const page = useBaseUrl(SEARCH_PAGE);
  return useCallback(
    (query: string, version?: string | null) =>
      `${page}?q=${encodeURIComponent(query)}${version ? `&version=${encodeURIComponent(version)}` : ''}`,
    [page],
  );
}

export const missingResultsUrl = ({query}: {query: string}) =>
  `https://github.com/trpc/trpc/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;
