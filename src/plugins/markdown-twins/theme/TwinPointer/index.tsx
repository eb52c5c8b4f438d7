/**
 * One quiet line under a doc's or post's text: where its Markdown twin and its
 * version's llms.txt are. An agent that does not negotiate gets HTML, and
 * converters to Markdown drop the <head> (the page's <link rel="alternate">)
 * and the footer, so the line is in the article's body, and each path is its
 * link's text too, for converters that keep only text.
 */
import type {ReactNode} from 'react';
import {llmsIndexOfRoute} from '../../llmsPath';
import {twinPath} from '../../twinPath';
import styles from './styles.module.css';

export default function TwinPointer({permalink}: {permalink: string}): ReactNode {
  const twin = twinPath(permalink);
  const llms = llmsIndexOfRoute(permalink);
  // Plain links: the twin and llms.txt are files, not routes of the app.
  return (
    <p className={styles.pointer} data-twin-pointer="">
      This page as Markdown: <a href={twin}>{twin}</a>. All pages for LLMs: <a href={llms}>{llms}</a>
    </p>
  );
}
