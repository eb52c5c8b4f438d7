/**
 * An older version's page says its version in its title (WCAG 2.4.2): the
 * 9.x pages shared their titles with their 10.x twins, so a tab, a bookmark
 * or a search result did not say which version it was.
 */
import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocItemMetadata(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  return (
    <>
      <Metadata />
      {!version.isLast && <PageMetadata title={`${metadata.title} (${version.label})`} />}
    </>
  );
}
