/**
 * The "Copy page" button beside a page's title. Only the button is in the
 * page's code; the menu (Menu.tsx) loads when the reader opens it. The status
 * line lives here, rendered from the start, so screen readers announce what
 * the menu reports; it shows at the foot of the window, out of the title's
 * row, until the reader dismisses it (its button, or Escape) or it has said
 * the same thing for STATUS_MS.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import type {Props} from './types';
import styles from './styles.module.css';

/**
 * A menu whose code cannot load (offline, or a tab left open across a deploy)
 * closes again, and its failure is left unhandled on purpose: the boot
 * recovery script (src/plugins/boot-recovery) turns every unhandled chunk
 * failure into one notice with a Reload button, where React would show its
 * crash page.
 */
function MenuUnavailable({onClose}: {onClose: () => void}): null {
  useEffect(() => onClose(), [onClose]);
  return null;
}
const Menu = lazy(() =>
  import('./Menu').catch((error: unknown) => {
    void Promise.reject(error);
    return {default: MenuUnavailable};
  }),
);

export type {Props} from './types';

/**
 * How long a status that no longer changes stays on screen: on a phone it covers the foot of
 * the page, and the menu's own line keeps the state. Progress messages restart the count.
 */
export const STATUS_MS = 6000;

export default function CopyPage(props: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const toast = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => {
      // A reader pointing at it or on its button is reading it: it stays until dismissed.
      if (!toast.current?.matches(':hover, :focus-within')) setStatus('');
    }, STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const close = useCallback((message?: string) => {
    setOpen(false);
    if (message !== undefined) setStatus(message);
    button.current?.focus();
  }, []);
  const dismiss = () => {
    setStatus('');
    button.current?.focus();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !open && status) dismiss();
  };
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbling up from the button and the menu inside; the box itself is not a control */}
      <div className={styles.copyPage} onKeyDown={escape}>
        <button
          ref={button}
          type="button"
          className={styles.trigger}
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => {
            setStatus('');
            setOpen((o) => !o);
          }}>
          Copy page
          <span aria-hidden="true" className={styles.chevron} />
        </button>
        {open && (
          <Suspense fallback={null}>
            <Menu {...props} onClose={close} onStatus={setStatus} trigger={button} />
          </Suspense>
        )}
      </div>
      {/* Always in the page, so that its first message is announced; seen only when it has one. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbling up from the Dismiss button inside; the box itself is not a control */}
      <div ref={toast} className={status ? styles.toast : 'visually-hidden'} onKeyDown={escape}>
        <span role="status">{status}</span>
        {status && (
          <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={dismiss}>
            ×
          </button>
        )}
      </div>
    </>
  );
}
