/**
 * Whether the reader has reached for the mobile navigation drawer yet: pressed
 * or focused the navbar's menu button. Until then the drawer and what fills it
 * (the docs or blog sidebar) are not rendered at all; see
 * src/theme/Navbar/MobileSidebar. Pressing comes before the click that opens
 * the drawer, so it is drawn by then and still slides in.
 */
import {useSyncExternalStore} from 'react';

const INTENT_EVENTS = ['pointerdown', 'focusin'] as const;
const MENU_BUTTON = '.navbar__toggle';

let wanted = false;
const listeners = new Set<() => void>();

function onIntent(event: Event): void {
  if (!(event.target instanceof Element) || !event.target.closest(MENU_BUTTON)) return;
  wanted = true;
  INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (!wanted && listeners.size === 0) INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, true));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMobileDrawerWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
