/**
 * The theme's tabs, completed to the ARIA tabs pattern (WAI-ARIA APG; WCAG
 * 2.1.1, 4.1.2): Space selects a tab as Enter does (it scrolled the page),
 * Home and End reach the first and last tab, and each panel is named by its
 * tab (`aria-labelledby`, with `aria-controls` back). The theme redraws its
 * tabs after hydration and a lazy panel on selection, so names are kept in
 * step with the markup as it changes.
 */
import {useEffect, useId, useRef, type KeyboardEvent, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';

/** Gives each tab an id and names each panel shown by its tab. */
function nameTabPanels(root: HTMLElement, prefix: string): void {
  const tabs = Array.from(root.querySelectorAll<HTMLElement>('[role=tab]'));
  const panels = Array.from(root.querySelectorAll<HTMLElement>('[role=tabpanel]'));
  tabs.forEach((tab, i) => {
    tab.id ||= `${prefix}-tab-${i}`;
  });
  // All panels are drawn, one per tab; or (lazy) only the selected one.
  panels.forEach((panel, i) => {
    const tab = panels.length === tabs.length ? tabs[i] : tabs.find((t) => t.getAttribute('aria-selected') === 'true');
    if (!tab) return;
    panel.id ||= `${prefix}-panel-${i}`;
    panel.setAttribute('aria-labelledby', tab.id);
    tab.setAttribute('aria-controls', panel.id);
  });
}

function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  const tab = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[role=tab]') : null;
  if (!tab) return;
  const tabs = Array.from(tab.parentElement!.querySelectorAll<HTMLElement>(':scope > [role=tab]'));
  const targets: Record<string, HTMLElement | undefined> = {' ': tab, Home: tabs[0], End: tabs.at(-1)};
  const target = targets[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
  if (event.key === ' ') tab.click();
}

export default function TabsWrapper(props: Props): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const prefix = useId();
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    nameTabPanels(element, prefix);
    const observer = new MutationObserver(() => nameTabPanels(element, prefix));
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [prefix]);
  return (
    // Keys reach the tabs inside; the tabs themselves are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} onKeyDown={onKeyDown}>
      <Tabs {...props} />
    </div>
  );
}
