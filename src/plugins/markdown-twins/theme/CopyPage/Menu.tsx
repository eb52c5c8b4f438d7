/**
 * The "Copy page" menu, loaded when opened: copy the Markdown twin, view it,
 * open it in an assistant, or copy the command that adds the docs server
 * (packages/docs-mcp) to an editor; any plugin's "Read offline" switch
 * (`@theme/OfflineReadingMenuItem`, empty unless one brings it). A WAI-ARIA
 * menu: arrows, Home and End move, Escape and Tab close, focus returns to the
 * button. Nothing is fetched before "Copy page" is chosen, and the assistants
 * only when a link is followed.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OfflineReadingMenuItem from '@theme/OfflineReadingMenuItem';
import {useEffect, useRef, type ReactNode, type RefObject} from 'react';
import {docsMcpCommand} from '../../../../docs-model/agents';
import {ASSISTANTS, assistantPrompt} from './prompt';
import type {Props} from './types';
import styles from './Menu.module.css';

interface MenuProps extends Props {
  onClose: (message?: string) => void;
  /** Says something in the status line without closing the menu. */
  onStatus: (message: string) => void;
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

export default function Menu({onClose, onStatus, trigger, ...page}: MenuProps): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const items = (): HTMLElement[] =>
    Array.from(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

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
      (error: unknown) =>
        onClose(`Could not copy the page: ${error instanceof Error ? error.message : String(error)}.`),
    );
  };
  const copyMcpCommand = () => {
    const command = docsMcpCommand();
    (navigator.clipboard ? navigator.clipboard.writeText(command) : Promise.reject(new Error('no clipboard'))).then(
      () => onClose(`Copied the MCP command: ${command}`),
      () => onClose(`Could not copy. The MCP command is: ${command}`),
    );
  };
  const {siteConfig} = useDocusaurusContext();
  const prompt = assistantPrompt({...page, markdownUrl: `${siteConfig.url}${page.markdownPath}`});
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
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copyMcpCommand}>
          Copy MCP command
          <span className={styles.hint}>Adds these docs to your editor as an offline docs server</span>
        </button>
      </li>
      <OfflineReadingMenuItem itemClassName={styles.item!} hintClassName={styles.hint!} onStatus={onStatus} />
    </ul>
  );
}
