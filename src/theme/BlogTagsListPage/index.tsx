// The theme's tag index sets no meta description; every page of the site has one.
// Guard: the theme does not mark it safe to wrap; scripts/upstream/drift.test.ts fails when its upstream file changes.
import Head from '@docusaurus/Head';
import type {Props} from '@theme/BlogTagsListPage';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {ReactNode} from 'react';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <Head>
        <meta name="description" content="Every topic of the tRPC blog, with the posts written about each." />
      </Head>
    </>
  );
}
