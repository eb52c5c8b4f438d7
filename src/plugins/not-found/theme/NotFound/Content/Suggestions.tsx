/**
 * The pages closest to the path that has none, from the list the plugin wrote
 * at build time (fetched here only), and the path itself, shown as text.
 */
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useEffect, useState, type ReactNode} from 'react';
import {suggest, type SitePage} from '../../../suggest';
import styles from './styles.module.css';

function shown(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export default function Suggestions(): ReactNode {
  const {pathname} = useLocation();
  const list = useBaseUrl('/site-pages.json');
  const [pages, setPages] = useState<SitePage[] | null>(null);
  useEffect(() => {
    fetch(list)
      .then((response) => (response.ok ? (response.json() as Promise<SitePage[]>) : []))
      .then(setPages, () => setPages([]));
  }, [list]);
  const found = pages ? suggest(pathname, pages) : [];
  return (
    <>
      <p className={styles.asked}>
        Asked for: <code>{shown(pathname)}</code>
      </p>
      {/* Said once the list has come: nothing is close, so where to start instead. */}
      {pages && found.length === 0 && (
        <>
          <p>No page has an address close to this one. Start from one of these:</p>
          <ul className={styles.suggestions}>
            <li>
              <Link to="/docs">The docs' introduction</Link>
            </li>
            <li>
              <Link to="/docs/quickstart">Quickstart</Link>
            </li>
          </ul>
        </>
      )}
      {found.length > 0 && (
        <>
          <Heading as="h2">Did you mean</Heading>
          <ul className={styles.suggestions}>
            {found.map(([path, title]) => (
              <li key={path}>
                <Link to={path}>{title}</Link> <span className={styles.path}>{path}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
