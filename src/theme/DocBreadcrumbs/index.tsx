/**
 * A doc's breadcrumbs, hydrated in an idle period of their own after the page
 * (why: src/plugins/preact-runtime/client/DeferredHydration.tsx): a fifth of
 * a doc page's first hydration pass, most of it the first render of a link.
 * They render one <nav> (and a <Head> for their structured data, which adds
 * no element), or nothing for a doc outside the sidebar: only the first case
 * may wait.
 */
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

const DocBreadcrumbsHydratedWhenIdle = hydratedWhenIdle(DocBreadcrumbs, 'DocBreadcrumbsHydratedWhenIdle');

export default function DocBreadcrumbsWrapper(): ReactNode {
  return useSidebarBreadcrumbs() ? <DocBreadcrumbsHydratedWhenIdle /> : <DocBreadcrumbs />;
}
