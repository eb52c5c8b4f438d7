import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import HomeSection from '../HomeSection';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

/** What tRPC gives you, each feature linking to the page that shows it. */
export default function Features(): ReactNode {
  return (
    <HomeSection id="features-title" title="Why tRPC">
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              <Link to={feature.to}>{feature.title}</Link>
            </Heading>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
