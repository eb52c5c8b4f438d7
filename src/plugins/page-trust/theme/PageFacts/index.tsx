/**
 * The last line of a doc page or post: what the reader can check about it
 * ("Last edited", "Checked against", "Report a problem"; a post's "Published"),
 * one list in one style, each item saying which date it is. Edit this page,
 * when the site names its repository, comes before it.
 */
import EditThisPage from '@theme/EditThisPage';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function PageFacts({editUrl, children}: {editUrl?: string; children: ReactNode}): ReactNode {
  return (
    <>
      {editUrl && (
        <div className={styles.edit}>
          <EditThisPage editUrl={editUrl} />
        </div>
      )}
      <ul className={styles.facts} data-page-facts="">
        {children}
      </ul>
    </>
  );
}
