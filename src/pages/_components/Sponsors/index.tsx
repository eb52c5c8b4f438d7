import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';
import HomeSection from '../HomeSection';
import {sponsors, type Sponsor, type SponsorTier} from '@site/src/data/sponsors';
import styles from './styles.module.css';

const TIERS: SponsorTier[] = ['gold', 'silver', 'bronze'];

/** A sponsor's name, after its logo where the site has one (its own file: nothing loads from elsewhere). */
function SponsorLink({sponsor}: {sponsor: Sponsor}): ReactNode {
  const logo = useBaseUrl(sponsor.logo ?? '');
  return (
    <a className={styles.sponsor} href={sponsor.url}>
      {sponsor.logo && <img className={styles.logo} src={logo} alt="" loading="lazy" />}
      {sponsor.name}
    </a>
  );
}

/** The companies that fund tRPC, larger by tier, each named (with its logo where the site has it). */
export default function Sponsors(): ReactNode {
  return (
    <HomeSection id="sponsors-title" title="Sponsored by" tinted>
      {TIERS.map((tier) => (
        <ul key={tier} className={styles.tier} aria-label={`${tier} sponsors`}>
          {sponsors
            .filter((s) => s.tier === tier)
            .map((s) => (
              <li key={s.name} className={styles[tier]}>
                <SponsorLink sponsor={s} />
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
