/**
 * The "Copy page" menu, loaded when opened: copy the Markdown twin, view it,
 * or open it in an assistant. A WAI-ARIA menu: arrows, Home and End move,
 * Escape and Tab close, focus returns to the button. Nothing is fetched
 * before "Copy page" is chosen, and the assistants only when a link is followed.
 */
import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {canReadOffline, isOfflineReadingOn, setOfflineReading} from '@site/src/plugins/offline-reading/offlineReading';
import type {Props} from '.';
import {ASSISTANTS, assistantPrompt} from './prompt';
import styles from './Menu.module.css';

interface MenuProps extends Props {
  onClose: (message?: string) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The twin as text; Safari keeps the click's permission only when the write starts at once. */
async function copyMarkdown(path: string): Promise<void> {
  const text = fetch(path).then((response) => {
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  if (!navigator.clipboard) throw new Error('this browser gives no access to the clipboard');
  await navigator.clipboard.writeText(await text);
}

export default function Menu({onClose, trigger, ...page}: MenuProps): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const items = (): HTMLElement[] => Array.from(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  useEffect(() => {
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !trigger.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, trigger]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') onClose();
  };

  const copy = () => {
    copyMarkdown(page.markdownPath).then(
      () => onClose('Copied the page as Markdown.'),
      (error: unknown) => onClose(`Could not copy the page: ${error instanceof Error ? error.message : String(error)}.`),
    );
  };
  const prompt = assistantPrompt(page);
  const [offline] = useState(() => (canReadOffline() ? isOfflineReadingOn() : undefined));
  const toggleOffline = () => {
    setOfflineReading(!offline).then(
      () =>
        onClose(
          offline
            ? 'Offline reading is off: saved pages were removed.'
            : 'Offline reading is on: this page, the home page, search and the pages you open are saved.',
        ),
      (error: unknown) => onClose(`Could not change offline reading: ${error instanceof Error ? error.message : String(error)}.`),
    );
  };

  return (
    <ul ref={list} role="menu" aria-label="Copy page" className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
          Copy page
          <span className={styles.hint}>Markdown, for your AI tool or editor</span>
        </button>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.item} href={page.markdownPath} onClick={() => onClose()}>
          View as Markdown
          <span className={styles.hint}>This page as plain text</span>
        </a>
      </li>
      {ASSISTANTS.map(({name, url}) => (
        <li role="none" key={name}>
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={url(prompt)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onClose()}>
            Open in {name}
            <span className={styles.hint}>Ask questions about this page (opens a new tab)</span>
          </a>
        </li>
      ))}
      {offline !== undefined && (
        <li role="none">
          <button type="button" role="menuitemcheckbox" aria-checked={offline} tabIndex={-1} className={styles.item} onClick={toggleOffline}>
            Read offline
            <span className={styles.hint}>{offline ? 'On: pages you open are saved on this device' : 'Save pages you open on this device'}</span>
          </button>
        </li>
      )}
    </ul>
  );
}
