/**
 * The phone drawer (the navbar's menu below 997 px) behaves as a modal dialog
 * (WAI-ARIA APG dialog pattern; WCAG 2.1.1, 2.4.3): focus moves into it when it
 * opens, the page behind is inert, Escape closes it, and focus goes back to the
 * toggle when it closes on the same page. The theme shows the drawer with the
 * navbar's `navbar-sidebar--show` class; watching that class handles every way
 * it closes (close button, backdrop, Escape) in one place. A link that opens
 * another page leaves focus to the router (the skip link's target).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const SHOWN = 'navbar-sidebar--show';
let inert: Element[] = [];
let openedOn = '';

/** Everything beside the drawer and beside each of its ancestors: the page behind it. */
function pageBehind(drawer: Element): Element[] {
  const behind: Element[] = [];
  for (let node: Element | null = drawer; node?.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children))
      if (sibling !== node && !sibling.hasAttribute('inert')) behind.push(sibling);
  }
  return behind;
}

function opened(navbar: Element): void {
  const drawer = navbar.querySelector('.navbar-sidebar');
  if (!drawer) return;
  drawer.setAttribute('role', 'dialog');
  drawer.setAttribute('aria-modal', 'true');
  drawer.setAttribute('aria-label', 'Site navigation');
  inert = pageBehind(drawer);
  for (const element of inert) element.setAttribute('inert', '');
  openedOn = location.pathname;
  focusWhenShown(drawer.querySelector<HTMLElement>('.navbar-sidebar__close'), 10);
}

/** The drawer turns visible as its transition starts, a frame or two after the class: focus waits for it. */
function focusWhenShown(element: HTMLElement | null, frames: number): void {
  element?.focus();
  if (element && document.activeElement !== element && frames > 0)
    requestAnimationFrame(() => focusWhenShown(element, frames - 1));
}

function closed(navbar: Element): void {
  for (const element of inert) element.removeAttribute('inert');
  inert = [];
  if (location.pathname === openedOn) navbar.querySelector<HTMLElement>('.navbar__toggle')?.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  new MutationObserver((mutations) => {
    for (const {target, oldValue} of mutations) {
      if (!(target instanceof Element) || !target.classList.contains('navbar')) continue;
      const was = oldValue?.split(' ').includes(SHOWN) ?? false;
      const is = target.classList.contains(SHOWN);
      if (is && !was) opened(target);
      else if (was && !is) closed(target);
    }
  }).observe(document.documentElement, {subtree: true, attributeFilter: ['class'], attributeOldValue: true});

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && inert.length > 0)
      document.querySelector<HTMLElement>(`.${SHOWN} .navbar-sidebar__close`)?.click();
  });
}

export {};
