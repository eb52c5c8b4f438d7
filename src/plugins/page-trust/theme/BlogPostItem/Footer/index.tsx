/**
 * A post's footer on its own page: its tags, "Edit this page" when the site
 * names its repository, then one line (../../PageFacts) with the day it was
 * published and, only if its file changed on a later day, "Last edited" with
 * that day, so that a 2022 post does not read as written in the year of its
 * last commit. In the list of posts, the classic footer (tags, "Read more").
 * Guard: the classic theme does not mark BlogPostItem/Footer safe to wrap, so
 * scripts/upstream/drift.test.ts fails when it changes.
 */
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Footer from '@theme-init/BlogPostItem/Footer';
import LastUpdated from '@theme/LastUpdated';
import TagsListInline from '@theme/TagsListInline';
import type {ReactNode} from 'react';
import {dayMonthYear} from '../../../../../text/dates';
import PageFacts from '../../PageFacts';

/** `2022-11-21`: a day as `<time dateTime>` and the comparison take it (UTC, as the post's date is written). */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export default function BlogPostItemFooterWithDates(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <Footer />;
  const {tags, editUrl, lastUpdatedAt} = metadata;
  const published = new Date(metadata.date);
  const editedLater = lastUpdatedAt != null && dayOf(new Date(lastUpdatedAt)) > dayOf(published);
  return (
    <footer className="docusaurus-mt-lg">
      {tags.length > 0 && (
        <div className={clsx('row margin-top--sm', ThemeClassNames.blog.blogFooterTagsRow)}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      <PageFacts editUrl={editUrl ?? undefined}>
        <li>
          Published{' '}
          <time dateTime={dayOf(published)}>
            {dayMonthYear(published.getUTCFullYear(), published.getUTCMonth() + 1, published.getUTCDate())}
          </time>
        </li>
        {editedLater && (
          <li>
            <LastUpdated lastUpdatedAt={lastUpdatedAt} />
          </li>
        )}
      </PageFacts>
    </footer>
  );
}
