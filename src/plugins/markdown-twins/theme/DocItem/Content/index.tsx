/** A doc's content with the "Copy page" button floated beside its title. */
import {useDocsVersion, useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-init/DocItem/Content';
import type {ComponentProps, ReactNode} from 'react';
import CopyPage from '../../CopyPage';
import {twinPath} from '../../../twinPath';

export default function DocItemContent(props: ComponentProps<typeof Content>): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const markdownPath = twinPath(metadata.permalink);
  return (
    <>
      <CopyPage title={metadata.title} markdownPath={markdownPath} versionLabel={`tRPC ${version.label}`} />
      <Content {...props} />
    </>
  );
}
