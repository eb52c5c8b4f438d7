/**
 * Ejected, not wrapped: the classic blog index renders no page heading and has
 * no slot for one, so every page of the site would have an h1 except /blog.
 * This is the theme's own composition (same parts, same metadata) plus a header
 * with the page's title and links to the feeds.
 *
 * Guard: scripts/upstream/drift.test.ts fails when the upstream file it
 * stands for changes (handbook/upgrading-docusaurus.md).
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The feeds the blog plugin writes, named where readers look for them (the page's <head> lists them too). */
function Feeds(): ReactNode {
  return (
    <p className={styles.feeds}>
      Follow new posts by feed:{' '}
      <a href={useBaseUrl('/blog/rss.xml')} type="application/rss+xml">
        RSS
      </a>{' '}
      or{' '}
      <a href={useBaseUrl('/blog/atom.xml')} type="application/atom+xml">
        Atom
      </a>
      .
    </p>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--xl">
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p>{metadata.blogDescription}</p>
          <Feeds />
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
