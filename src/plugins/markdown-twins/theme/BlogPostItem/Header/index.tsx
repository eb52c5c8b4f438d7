/** A post's header; on the post's own page, with the "Copy page" button beside its title. */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import Header from '@theme-init/BlogPostItem/Header';
import type {ReactNode} from 'react';
import CopyPage from '../../CopyPage';
import {twinPath} from '../../../twinPath';

export default function BlogPostItemHeader(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const latest = useLatestVersion(undefined);
  if (!isBlogPostPage) return <Header />;
  const markdownPath = twinPath(metadata.permalink);
  return (
    <>
      <CopyPage
        title={metadata.title}
        markdownPath={markdownPath}
        versionLabel={`tRPC blog (current release ${latest.label})`}
      />
      <Header />
    </>
  );
}
