/**
 * What a checked block offers beside its code (src/plugins/code-highlight/samples.ts):
 * its hidden setup behind a "Show setup" disclosure, and its TypeScript
 * Playground link. Both are HTML only: a <details> the browser opens and a
 * plain link, no script.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './sample.module.css';

/** The setup above `// ---cut---`, highlighted at build time, shown on request. */
export function SetupDisclosure({
  html,
  lines,
  className,
}: {
  html: string;
  lines: string;
  className?: string;
}): ReactNode {
  return (
    <details className={clsx('theme-code-block', styles.setup)} data-setup>
      <summary className={styles.summary}>
        Show setup ({lines} {lines === '1' ? 'line' : 'lines'})
      </summary>
      {/* Its lines wrap, so it never scrolls and needs no tab stop (the rule of ../theme/CodeBlock/Content). */}
      <pre className={clsx(className, 'prism-code', styles.setupCode)}>
        <code dangerouslySetInnerHTML={{__html: html}} />
      </pre>
    </details>
  );
}

/** The block's link to the playground, through the site's page that sends the reader on. */
export function PlaygroundLink({href}: {href: string}): ReactNode {
  return (
    <a className={styles.playground} href={href} data-playground>
      Open in TypeScript Playground
    </a>
  );
}

/** The block with its setup above and its link below; a block with neither is left as it is. */
export function Sample({
  setupHtml,
  setupLines,
  playgroundHref,
  className,
  children,
}: {
  setupHtml?: string;
  setupLines?: string;
  playgroundHref?: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  if (!setupHtml && !playgroundHref) return children;
  return (
    <div className={styles.sample}>
      {setupHtml && <SetupDisclosure html={setupHtml} lines={setupLines ?? '?'} className={className} />}
      {children}
      {playgroundHref && <PlaygroundLink href={playgroundHref} />}
    </div>
  );
}
