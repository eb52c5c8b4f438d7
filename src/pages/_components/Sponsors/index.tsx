import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import HomeSection from '../HomeSection';
import {sponsors, type SponsorTier} from '@site/src/data/sponsors';
import styles from './styles.module.css';

const TIERS: SponsorTier[] = ['gold', 'silver', 'bronze'];

/** The companies that fund tRPC, larger by tier; text, not logos, so nothing loads from elsewhere. */
export default function Sponsors(): ReactNode {
  return (
    <HomeSection id="sponsors-title" title="Sponsored by" tinted>
      {TIERS.map((tier) => (
        <ul key={tier} className={styles.tier} aria-label={`${tier} sponsors`}>
          {sponsors
            .filter((s) => s.tier === tier)
            .map((s) => (
              <li key={s.name} className={styles[tier]}>
                <a href={s.url}>{s.name}</a>
              </li>
            ))}
        </ul>
      ))}
      <p className={styles.more}>
        <Link to="/docs/community/sponsors">Sponsor tRPC</Link>
      </p>
    </HomeSection>
  );
}
