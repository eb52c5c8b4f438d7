import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The home page's first screen: what tRPC is and the two ways in. */
export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [headline, ...rest] = siteConfig.tagline.split('. ');
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {headline}.
        </Heading>
        <p className={styles.subtitle}>{rest.join('. ')}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quickstart">
            Quickstart
          </Link>
          <Link className="button button--secondary button--lg" href="https://github.com/trpc/trpc">
            Star on GitHub
          </Link>
        </div>
      </div>
    </header>
  );
}
