import {useState, type ReactNode} from 'react';
import {actionButton} from '../actionButton';
import styles from './styles.module.css';

/** Copies `value` and says so, for sighted and screen-reader users alike. */
export default function CopyButton({value, label}: {value: string; label: string}): ReactNode {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <span className={styles.wrapper}>
      <button type="button" className={actionButton} onClick={copy}>
        {label}
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed: select the text instead' : ''}
      </span>
    </span>
  );
}
