/**
 * What DocSearch 4.7's modal leaves out for keyboard and screen-reader
 * readers, added around it without forking it (issue 35, item 1):
 *
 * - the page behind is `inert` while the modal is open, and Tab and Shift+Tab
 *   wrap around the modal's stops as they are at the time (DocSearch sets its
 *   focus trap once, before results exist);
 * - the modal is a `dialog` with `aria-modal` and a name; its backdrop loses
 *   the `role="button"` and tab stop that made the whole modal one nested
 *   button (axe `nested-interactive`): a click on it still closes the modal;
 * - each listbox of results is named after its section, not all "Search";
 * - "N results" (or that the index is loading) is said in a status region,
 *   once the results have settled (./settledAnnouncer.ts), empty at each opening;
 * - results found before the index's body text came are searched again once
 *   it has (./searchAgain.ts), unless the reader has moved through them.
 *
 * DocSearch renders these elements itself and offers no prop for them: this
 * sets attributes on them after each render (a MutationObserver), which
 * React leaves alone as long as DocSearch does not change the same props.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {OfflineSearchClient} from '../../client';
import {formatResultCount} from '../../../../search/resultCount';
import {searchAgain} from './searchAgain';
import {createSettledAnnouncer} from './settledAnnouncer';

interface Props {
  container: HTMLElement;
  client: () => OfflineSearchClient | null;
}

export const DIALOG_LABEL = 'Search the docs';
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-owns', 'aria-labelledby'];
const STATUS_HOST = 'data-offline-status';

function patch(container: HTMLElement): HTMLElement | null {
  const backdrop = container.querySelector<HTMLElement>('.DocSearch-Container');
  for (const name of BACKDROP_ATTRIBUTES) if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
  const dialog = container.querySelector<HTMLElement>('.DocSearch-Modal');
  if (!dialog) return null;
  if (dialog.getAttribute('role') !== 'dialog') {
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', DIALOG_LABEL);
  }
  for (const listbox of Array.from(dialog.querySelectorAll<HTMLElement>('[role="listbox"]'))) {
    const source = listbox.closest('section')?.querySelector('.DocSearch-Hit-source')?.textContent?.trim();
    const name = source ? `${source} results` : 'Recent searches';
    if (listbox.getAttribute('aria-label') !== name) {
      listbox.removeAttribute('aria-labelledby');
      listbox.setAttribute('aria-label', name);
    }
  }
  let status = dialog.querySelector<HTMLElement>(`[${STATUS_HOST}]`);
  if (!status) {
    status = document.createElement('div');
    status.setAttribute(STATUS_HOST, '');
    dialog.append(status);
  }
  return status;
}

export default function ModalA11y({container, client}: Props): ReactNode {
  const [status, setStatus] = useState<HTMLElement | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    // The page behind: every other child of <body>, restored on close.
    const made = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== container && !el.inert,
    );
    for (const el of made) el.inert = true;
    // The region starts empty at each opening: the client, kept between openings, still holds the last query's count.
    const announcer = createSettledAnnouncer(setSaid);
    const update = () => {
      setStatus(patch(container));
      const c = client();
      const query = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim() ?? '';
      const count = c?.lastCount();
      announcer.update(
        query,
        !query || !c
          ? ''
          : c.failed()
            ? 'Unable to fetch results'
            : c.loading()
              ? 'Loading the search index…'
              : count == null
                ? ''
                : formatResultCount(count),
      );
    };
    // Tab and Shift+Tab wrap around the modal's stops as they are now: DocSearch counts its
    // first and last stop once, before results exist (run before its handler: capture).
    const trap = (event: KeyboardEvent) => {
      const dialog = container.querySelector('.DocSearch-Modal');
      if (event.key !== 'Tab' || !dialog) return;
      const stops = Array.from(
        dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]'),
      ).filter((el) => el.getClientRects().length > 0);
      const [first, last] = [stops[0], stops.at(-1)];
      if (!first || !last) return;
      const edge = event.shiftKey ? first : last;
      if (document.activeElement === edge || !dialog.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    container.addEventListener('keydown', trap, true);
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true, attributes: true, attributeFilter: ['role']});
    const unsubscribe = client()?.subscribe(update);
    // Results found before the index's body text came are searched again once it has
    // (here, in the modal's own chunk, not in the search button every page loads).
    const unsubscribeAgain = client()?.subscribe(() => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input && client()?.stale()) searchAgain(input);
    });
    update();
    return () => {
      announcer.clear();
      container.removeEventListener('keydown', trap, true);
      observer.disconnect();
      unsubscribe?.();
      unsubscribeAgain?.();
      for (const el of made) el.inert = false;
    };
  }, [container, client]);

  return status
    ? createPortal(
        <div role="status" className="visually-hidden">
          {said}
        </div>,
        status,
      )
    : null;
}
