/**
 * The search modal's keyboard shortcuts, as DocSearch defines them: Ctrl/Cmd+K
 * toggles it, "/" opens it unless the reader is typing in a field, Escape
 * closes it. A focused button is not a field: "/" opens the modal from the
 * search button too, where focus returns when the modal closes.
 *
 * DocSearch's own hook re-registers its listener in an effect whenever the
 * modal opens or closes. Preact runs effects after the next paint, so an Escape
 * pressed right after opening met the listener of the closed modal and was
 * lost. useSearchShortcuts keeps one listener that reads the current state.
 *
 * It registers it in a layout effect, which runs as the button mounts: the
 * button hydrates in idle time after the navbar (src/theme/NavbarItem), or on
 * the reader's first input, from a listener that runs before the key reaches
 * the window. A shortcut that is that first input still meets this listener.
 */
import {useLayoutEffect, useRef} from 'react';

export interface KeyLike {
  key?: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** The element the key was typed into. */
  target?: {tagName?: string; isContentEditable?: boolean} | null;
}

const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export function shortcutAction(event: KeyLike, isOpen: boolean): 'open' | 'close' | null {
  const toggle = event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
  const typing = !!event.target && (event.target.isContentEditable || FIELDS.has(event.target.tagName ?? ''));
  const slash = event.key === '/' && !typing && !isOpen;
  const escape = event.code === 'Escape' && isOpen;
  if (!toggle && !slash && !escape) return null;
  return isOpen ? 'close' : 'open';
}

export function useSearchShortcuts(isOpen: boolean, open: () => void, close: () => void): void {
  const current = useRef({isOpen, open, close});
  // The listener below is added once and reads the latest state through the ref.
  useLayoutEffect(() => {
    current.current = {isOpen, open, close};
  });
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.composedPath()[0] as HTMLElement | undefined;
      const action = shortcutAction({...pick(event), target}, current.current.isOpen);
      if (!action) return;
      event.preventDefault();
      if (action === 'close') current.current.close();
      // DocSearch marks the body while a modal of its own is open.
      else if (!document.body.classList.contains('DocSearch--active')) current.current.open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

const pick = ({key, code, ctrlKey, metaKey}: KeyboardEvent): KeyLike => ({key, code, ctrlKey, metaKey});
