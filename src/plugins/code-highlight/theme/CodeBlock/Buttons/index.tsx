/**
 * The theme's copy and wrap buttons, with their states said to screen readers
 * (WCAG 4.1.2, 4.1.3): the wrap button is a toggle with `aria-pressed`, and a
 * copy is announced in a polite live region (the theme only renames the focused
 * button "Copied", which screen readers do not reliably read). The buttons are
 * drawn in the browser only, so their state is kept in step as they appear.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
// A plugin's theme wraps the classic theme's component through @theme-init (@theme-original would name this file).
import Buttons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

export default function CodeBlockButtons(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const status = useRef<HTMLSpanElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const block = status.current?.parentElement;
    if (!block) return undefined;
    const wrapTitle = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
    const copiedLabel = translate({id: 'theme.CodeBlock.copied', message: 'Copied'});
    const sync = () => {
      block.querySelector(`button[title="${wrapTitle}"]`)?.setAttribute('aria-pressed', String(wordWrap.isEnabled));
      setCopied(block.querySelector(`button[aria-label="${copiedLabel}"]`) !== null);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(block, {childList: true, subtree: true, attributeFilter: ['aria-label']});
    return () => observer.disconnect();
  }, [wordWrap.isEnabled]);
  return (
    <>
      <Buttons {...props} />
      {/* A polite live region, not role="status": a page has many code blocks, and its one
          status role belongs to the page's own messages (Copy page, offline reading). */}
      <span ref={status} aria-live="polite" aria-atomic="true" className="visually-hidden">
        {copied ? translate({id: 'site.CodeBlock.copiedStatus', message: 'Code copied to clipboard'}) : ''}
      </span>
    </>
  );
}
