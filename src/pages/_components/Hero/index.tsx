import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {ReactNode} from 'react';
import HeroSample from '@site/docs/landing-intro/_HeroSample.mdx';
import styles from './styles.module.css';

/**
 * The home page's first screen: what tRPC is, the two ways in, and the point
 * of it in code (a procedure, then the typed call). The sample is MDX, as the
 * Steps are, so the snippet checker type-checks it and the build highlights it
 * and writes its inferred type: no highlighting code reaches the browser.
 */
export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [headline, ...rest] = siteConfig.tagline.split('. ');
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <Heading as="h1" className={styles.title}>
            {headline}.
          </Heading>
          <p className={styles.subtitle}>{rest.join('. ')}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/quickstart">
              Quickstart
            </Link>
            <Link
              className={`button button--secondary button--lg ${styles.github}`}
              href="https://github.com/trpc/trpc">
              Star on GitHub
            </Link>
          </div>
        </div>
        <section className={styles.sample} aria-label="A procedure and its typed call">
          <MDXContent>
            <HeroSample />
          </MDXContent>
        </section>
      </div>
    </header>
  );
}
