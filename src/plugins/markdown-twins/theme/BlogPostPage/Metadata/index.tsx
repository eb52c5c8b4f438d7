/** A post's head, plus the link to its Markdown twin. */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import type {ReactNode} from 'react';
import MarkdownAlternate from '../../MarkdownAlternate';

export default function BlogPostPageMetadata(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <MarkdownAlternate permalink={metadata.permalink} />
    </>
  );
}
