import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import HomeSection from '../HomeSection';
import {testimonials} from '@site/src/data/testimonials';
import styles from './styles.module.css';

/**
 * Posts as Twitter's embed markup: the widget script (loaded by the tweets
 * client module) turns them into embeds, and without it they read as quotes.
 */
export default function Testimonials(): ReactNode {
  return (
    <HomeSection id="testimonials-title" title="What developers say">
      <div className={styles.grid}>
        {testimonials.map((t) => (
          <blockquote key={t.url} className={`twitter-tweet ${styles.quote}`}>
            {t.text.map((paragraph) => (
              <p key={paragraph} lang="en" dir="ltr">
                {paragraph}
              </p>
            ))}
            <p className={styles.author}>
              — {t.name} (@{t.handle}) <a href={t.url}>{t.date}</a>
            </p>
          </blockquote>
        ))}
      </div>
      <p className={styles.more}>
        <Link to="/docs/community/love">Read more of what people say about tRPC</Link>
      </p>
    </HomeSection>
  );
}
