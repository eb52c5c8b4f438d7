/** A doc's head, plus the link to its Markdown twin. */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-init/DocItem/Metadata';
import type {ReactNode} from 'react';
import MarkdownAlternate from '../../MarkdownAlternate';

export default function DocItemMetadata(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <MarkdownAlternate permalink={metadata.permalink} />
    </>
  );
}
