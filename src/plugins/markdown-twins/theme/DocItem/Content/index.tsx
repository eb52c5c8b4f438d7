/** A doc's content with the "Copy page" button floated beside its title, and the line naming its twin under it. */
import {useDocsVersion, useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-init/DocItem/Content';
import type {ComponentProps, ReactNode} from 'react';
import CopyPage from '../../CopyPage';
import TwinPointer from '../../TwinPointer';
import {twinPath} from '../../../twinPath';

export default function DocItemContent(props: ComponentProps<typeof Content>): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const markdownPath = twinPath(metadata.permalink);
  return (
    <>
      <CopyPage title={metadata.title} markdownPath={markdownPath} versionLabel={`tRPC ${version.label}`} />
      <Content {...props} />
      <TwinPointer permalink={metadata.permalink} />
    </>
  );
}
