/**
 * The desktop table of contents (a doc's right column, a post's), hydrated in
 * an idle period of its own after the page (why:
 * src/plugins/preact-runtime/client/DeferredHydration.tsx). It renders one
 * <div>; its links are highlighted from the scroll position once hydrated.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/TOC';
import TOC from '@theme-original/TOC';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default function TOCHydratedWhenIdle(props: Props): ReactNode {
  return (
    <DeferredHydration>
      <TOC {...props} />
    </DeferredHydration>
  );
}
