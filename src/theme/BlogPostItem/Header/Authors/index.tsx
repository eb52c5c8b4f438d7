/**
 * A post's authors, hydrated in an idle period of their own after the page
 * (why: src/plugins/preact-runtime/client/DeferredHydration.tsx). Only a post
 * with authors is deferred: without, the theme renders nothing, and what waits
 * must render exactly one element.
 */
import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Authors';
import BlogPostItemHeaderAuthors from '@theme-original/BlogPostItem/Header/Authors';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default function AuthorsHydratedWhenIdle(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  if (metadata.authors.length === 0) return <BlogPostItemHeaderAuthors {...props} />;
  return (
    <DeferredHydration>
      <BlogPostItemHeaderAuthors {...props} />
    </DeferredHydration>
  );
}
