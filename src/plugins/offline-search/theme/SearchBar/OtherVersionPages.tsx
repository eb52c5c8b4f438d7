import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import type {OtherVersionHits} from '../../client';
import styles from './styles.module.css';

/**
 * Pages of the other docs version for a search that found nothing useful in
 * its own, or that names an API only the other version has, each marked with
 * its version, and a 9.x page's 10.x twin beside it.
 */
export default function OtherVersionPages({
  other,
  onNavigate,
}: {
  other: OtherVersionHits;
  onNavigate: () => void;
}): ReactNode {
  return (
    <div className="DocSearch-NoResults-Prefill-List" data-other-version="">
      <p className="DocSearch-Help">
        {other.names
          ? `Only the ${other.label} docs name ${other.names.join(', ')}:`
          : other.partial
            ? `No page here covers every word. In the ${other.label} docs:`
            : `In the ${other.label} docs:`}
      </p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {other.pages.map((page) => (
          <li key={page.url}>
            <Link to={page.url} onClick={onNavigate}>
              {page.title} <span className={styles.version}>({other.label})</span>
            </Link>
            {page.twin && (
              <>
                {' · '}
                <Link to={page.twin} onClick={onNavigate}>
                  its 10.x version
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
