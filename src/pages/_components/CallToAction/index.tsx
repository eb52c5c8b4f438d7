import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The page's last word: where to go once convinced. A plain <h2>, centred (see HomeSection). */
export default function CallToAction(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="cta-title">
      <div className="container">
        <h2 id="cta-title">Build your first typesafe API in minutes</h2>
        <p>Install two packages, write a router, and call it from a client that already knows its types.</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quickstart">
            Start the quickstart
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/example-apps">
            Browse example apps
          </Link>
        </div>
      </div>
    </section>
  );
}
