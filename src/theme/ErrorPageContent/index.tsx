// The theme prints the crash message in pure red, under AA contrast on white; this gives it readable colours.
// Guard: the theme does not mark it safe to wrap; scripts/upstream/drift.test.ts fails when its upstream file changes.
import type {Props} from '@theme/Error';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <div className={styles.crash}>
      <ErrorPageContent {...props} />
    </div>
  );
}
