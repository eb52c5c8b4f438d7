/**
 * A post's text; on the post's own page, the line naming its twin under it
 * (outside the post's container, which the feeds copy).
 * Guard: the classic theme does not mark BlogPostItem/Content safe to wrap, so
 * scripts/upstream/drift.test.ts fails when it changes; this wrapper renders it
 * whole with its props and adds its line after it.
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-init/BlogPostItem/Content';
import type {ComponentProps, ReactNode} from 'react';
import TwinPointer from '../../TwinPointer';

export default function BlogPostItemContent(props: ComponentProps<typeof Content>): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Content {...props} />
      {isBlogPostPage && <TwinPointer permalink={metadata.permalink} />}
    </>
  );
}
