import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A band of the home page: a titled, labelled section, optionally on the tinted background.
 * A plain <h2>, not the theme's Heading: its hidden "#" link took width beside the
 * centred title (pushing it 14 px left) and added "Direct link to…" to its name.
 */
export default function HomeSection({
  id,
  title,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <section className={clsx(styles.section, tinted && styles.tinted)} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
