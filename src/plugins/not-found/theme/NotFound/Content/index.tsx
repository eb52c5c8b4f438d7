/**
 * The not-found page's content, in place of the stock one (eject-safe), which
 * asks readers to contact the site's owner and leaves doc paths titled "tRPC".
 * The docs' chunk carries this component (the docs root renders it for
 * unknown doc paths), so it only loads ./Page.tsx: the server renders it into
 * the HTML (the build waits for every lazy part), the browser loads it only
 * on a not-found page.
 * Guard: scripts/upstream/drift.test.ts fails when the upstream component changes.
 */
import type {Props} from '@theme/NotFound/Content';
import {lazy, Suspense, type ReactNode} from 'react';

const Page = lazy(() => import('./Page'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}
