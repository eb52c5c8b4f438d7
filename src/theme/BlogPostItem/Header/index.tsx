/**
 * A post's header (title, date, reading time, authors), hydrated in an idle
 * period of its own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). It renders one
 * <header>, the same in the browser as on the server.
 */
import type {ReactNode} from 'react';
import BlogPostItemHeader from '@theme-original/BlogPostItem/Header';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default function HeaderHydratedWhenIdle(): ReactNode {
  return (
    <DeferredHydration>
      <BlogPostItemHeader />
    </DeferredHydration>
  );
}
