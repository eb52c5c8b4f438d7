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
    // After React has removed the bar: the first stop of the navbar, where Tab would have gone next.
    setTimeout(() => {
      if (document.activeElement !== document.body && document.activeElement?.isConnected) return;
      // The first one shown: the phone menu's toggle is there, hidden, on a desktop.
      Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner :is(a[href], button)'))
        .find((element) => element.getClientRects().length > 0)
        ?.focus();
    });
  });
}

export {};
