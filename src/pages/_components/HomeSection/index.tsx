import Heading from '@theme/Heading';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** A band of the home page: a titled, labelled section, optionally on the tinted background. */
export default function HomeSection({id, title, tinted = false, children}: {id: string; title: string; tinted?: boolean; children: ReactNode}): ReactNode {
  return (
    <section className={clsx(styles.section, tinted && styles.tinted)} aria-labelledby={id}>
      <div className="container">
        <Heading as="h2" id={id} className={styles.title}>
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
