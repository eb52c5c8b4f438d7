/** Names a page's Markdown twin in its head, for tools that look for one. */
import Head from '@docusaurus/Head';
import type {ReactNode} from 'react';
import {twinPath} from '../twinPath';

export default function MarkdownAlternate({permalink}: {permalink: string}): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinPath(permalink)} />
    </Head>
  );
}
