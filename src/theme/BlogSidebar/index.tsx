/**
 * The blog sidebar, except that a phone keeps the server's desktop list until
 * hydration is over, and drops it right after.
 *
 * Why: in the browser the theme draws the phone variant from the first render
 * (src/plugins/preact-runtime/client/useWindowSize.ts), and that variant puts
 * nothing where the list was. Hydrating that against the server's HTML, Preact
 * finds the post's <main> behind an element it no longer wants and moves it
 * into place: the whole post is laid out and painted again. Dropping the list
 * after hydration removes one element and moves nothing.
 *
 * The list it keeps is never hydrated: it waits behind a gate
 * (src/plugins/preact-runtime/client/DeferredHydration.tsx) until it goes.
 */
import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/BlogSidebar';
import BlogSidebar from '@theme-original/BlogSidebar';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default function BlogSidebarHydratedAsServed(props: Props): ReactNode {
  const hydrated = useIsBrowser();
  const windowSize = useWindowSize();
  if (!hydrated && windowSize === 'mobile' && props.sidebar?.items.length) {
    return (
      <DeferredHydration>
        <BlogSidebarDesktop sidebar={props.sidebar} />
      </DeferredHydration>
    );
  }
  return <BlogSidebar {...props} />;
}
