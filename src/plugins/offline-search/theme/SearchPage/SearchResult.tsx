import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import type {Hit} from '../../../../search/engine';
import {LEVELS} from '../../../../search/recordShape';
import styles from './styles.module.css';

/**
 * One result: where it is (section › page › headings) and the matching text.
 * The highlighted values are HTML escaped by the engine before it adds <mark>.
 */
export default function SearchResult({hit}: {hit: Hit}): ReactNode {
  const levels = LEVELS.map((level) => hit._highlightResult.hierarchy[level]?.value).filter((v): v is string => !!v);
  const title = levels[levels.length - 1] ?? '';
  const trail = levels.slice(0, -1);
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <Link to={hit.url} className={styles.resultTitle}>
        <span dangerouslySetInnerHTML={{__html: title}} />
      </Link>
      {trail.length > 0 && (
        <p className={styles.trail}>
          {trail.map((html, i) => (
            <span key={i} dangerouslySetInnerHTML={{__html: html}} />
          ))}
        </p>
      )}
      {snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{__html: snippet}} />}
    </li>
  );
}
