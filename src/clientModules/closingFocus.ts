/**
 * Where focus goes when something closes (WCAG 2.1.1, 2.4.3, 1.4.13). Escape
 * closes a navbar dropdown (the version menu) and leaves focus on its toggle:
 * the theme opens one with Enter or Space and closes it on a press or focus
 * outside only. The announcement bar's close button removes the bar with
 * itself, which dropped focus to the page's start: focus moves on to the navbar.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const toggle = event.target.closest('.dropdown--show')?.querySelector<HTMLElement>(':scope > .navbar__link');
    if (!toggle) return;
    // The theme's own "outside" handler closes it.
    document.body.dispatchEvent(new MouseEvent('mousedown', {bubbles: true}));
    toggle.focus();
  });

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.theme-announcement-bar .close')) return;
    // At once, in this listener: React removes the bar in a microtask of the same
    // click, so whether it is still there or gone, focus lands before anyone looks.
    // A timer to wait for the removal lost the race to a reader (and a test) on a
    // slow machine: the bar was gone and focus still on the page's start.
    // The first stop of the navbar is where Tab would have gone next; the first one
    // shown, because the phone menu's toggle is there, hidden, on a desktop.
    Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner :is(a[href], button)'))
      .find((element) => element.getClientRects().length > 0)
      ?.focus();
  });
}

export {};
