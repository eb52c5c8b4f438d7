import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {ComponentType, ReactNode} from 'react';
import HomeSection from '../HomeSection';
import Step1 from '@site/docs/landing-intro/Step1.mdx';
import Step2 from '@site/docs/landing-intro/Step2.mdx';
import Step3 from '@site/docs/landing-intro/Step3.mdx';
import styles from './styles.module.css';

/** The same MDX that /docs/landing-intro/Step1–3 render, so the tour is written once. */
const STEPS: Array<{title: string; to: string; Content: ComponentType}> = [
  {title: 'Define your procedures', to: '/docs/landing-intro/Step1', Content: Step1},
  {title: 'Serve your router', to: '/docs/landing-intro/Step2', Content: Step2},
  {title: 'Call it from a typed client', to: '/docs/landing-intro/Step3', Content: Step3},
];

export default function Steps(): ReactNode {
  return (
    <HomeSection id="steps-title" title="Three steps to a typesafe API" tinted>
      <ol className={styles.steps}>
        {STEPS.map(({title, to, Content}, i) => (
          <li key={to} className={styles.step}>
            <Heading as="h3">
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              <Link to={to}>{title}</Link>
            </Heading>
            <div className={styles.content}>
              <MDXContent>
                <Content />
              </MDXContent>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
