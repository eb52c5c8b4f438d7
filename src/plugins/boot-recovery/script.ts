/**
 * If a bundle of the page fails to load (a flaky network, a CDN hiccup, an
 * extension), the page would look alive and do nothing. This watches the load
 * errors of the site's own scripts from the head, until the page has hydrated:
 * - the runtime or the main bundle: the first failure of each is retried once
 *   (the bundler's runtime picks up chunks in any order), a second one shows
 *   a notice with a Reload button;
 * - a chunk of the page: the bundler has given up on it (a chunk it failed to
 *   load is not picked up again), so the notice shows at once.
 * The page's text stays readable as the server sent it. After hydration the
 * bundler deals with failures itself (a navigation whose code fails to load
 * becomes a full page load).
 *
 * It is also the one place every later failure ends in a message (issue 34):
 * - a main bundle that hangs (no answer rather than an error): when the page
 *   has not hydrated BOOT_TIMEOUT_MS after the script ran, the same notice
 *   shows; it goes away if the page hydrates after all;
 * - a lazily loaded part (the Copy page menu, tweet embeds, the offline
 *   reading decision, any later one) whose chunk fails after hydration (or
 *   while the page hydrates: the boot notice shows first and gives way to this
 *   one once the page has hydrated): the
 *   bundler rejects with a ChunkLoadError, and any such rejection nobody
 *   handled becomes a small notice at the foot of the window with Reload and
 *   Dismiss. A part React renders lazily catches its failure (which would
 *   otherwise reach React's crash page), renders nothing and leaves the
 *   rejection unhandled for this script (the Copy page menu does). A part
 *   that fails to load something else (the search modal's index) dispatches
 *   LOAD_FAILURE_EVENT and gets the same notice. Escape or Dismiss closes it;
 *   it is announced (role alert) without taking the reader's focus;
 * - a link followed in the app while the browser is offline and no service
 *   worker controls the page: the bundler would fail to load the next page's
 *   code and reload into the browser's own offline page; the site says so
 *   instead, with a button that tries the link.
 * Written as ES5 in a string that depends on nothing in the environment: the
 * CSP allows it by its hash.
 */
export const NOTICE_ID = 'boot-failure';
/** How long a page may take to hydrate before the notice says part of it did not load. */
export const BOOT_TIMEOUT_MS = 10000;
/**
 * What a part that loads something other than a chunk (the search index) dispatches on `window` when
 * that fails: the same notice as a chunk's. Part of the browser's contract, like an event of the DOM.
 */
export const LOAD_FAILURE_EVENT = 'trpc:load-failure';
/**
 * A floating notice sits centred at the foot of the window, clear of its edges. Inline, since the
 * script loads before any style sheet; no Infima `margin--*` class, whose `!important` margins
 * would beat the centring.
 */
export const FLOATING_STYLE =
  'position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:1000;max-width:40rem;margin:0 auto;box-shadow:var(--ifm-global-shadow-tl)';

export const BOOT_RECOVERY_SCRIPT = `(function () {
  var ENTRY = /\\/assets\\/js\\/(runtime~)?main\\.[\\w-]+\\.js$/;
  var CHUNK = /\\/assets\\/js\\/[\\w~-]+\\.[\\w-]+\\.js$/;
  var retried = {};
  function hydrated() {
    return document.documentElement.getAttribute('data-has-hydrated') === 'true';
  }
  function button(label, action) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'button button--primary button--sm margin-right--sm';
    b.textContent = label;
    b.onclick = action;
    return b;
  }
  // A notice at the foot replaces another one only when asked (the offline link's, which is the newer news).
  function notice(message, actions, floating, replace) {
    var old = document.getElementById('${NOTICE_ID}');
    if (old && !replace) return old;
    if (old) old.parentNode.removeChild(old);
    var box = document.createElement('div');
    box.id = '${NOTICE_ID}';
    box.setAttribute('role', 'alert');
    box.className = 'alert alert--warning' + (floating ? '' : ' margin--md');
    var text = document.createElement('p');
    text.textContent = message;
    box.appendChild(text);
    for (var i = 0; i < actions.length; i++) box.appendChild(actions[i]);
    if (floating) {
      box.appendChild(button('Dismiss', function () { box.parentNode.removeChild(box); }));
      box.setAttribute('data-floating', '');
      box.setAttribute('style', '${FLOATING_STYLE}');
      document.body.appendChild(box);
    } else document.body.insertBefore(box, document.body.firstChild);
    return box;
  }
  function reload() { window.location.reload(); }
  function bootNotice() {
    return notice('Part of this page did not load, so search, menus and other controls may not work. The text below is complete.', [button('Reload', reload)]);
  }
  window.addEventListener('error', function (event) {
    var script = event.target;
    if (!script || script.tagName !== 'SCRIPT') return;
    var src = script.src.split('?')[0];
    var entry = ENTRY.test(src);
    if (!entry && !(CHUNK.test(src) && !hydrated())) return;
    if (!entry || retried[script.src]) {
      if (document.body) bootNotice();
      else document.addEventListener('DOMContentLoaded', bootNotice);
      // A lazy part's chunk (the tweet embeds') can fail while the page is still hydrating:
      // if the page hydrates after all, its controls work, and the part's notice is the true one.
      if (!entry) whenHydrated(showPartNotice);
      return;
    }
    retried[script.src] = true;
    var again = document.createElement('script');
    again.src = script.getAttribute('src');
    again.async = false;
    document.head.appendChild(again);
  }, true);
  if (window.setTimeout) window.setTimeout(function () {
    if (hydrated() || !document.body) return;
    var box = bootNotice();
    var wait = window.setInterval(function () {
      if (!hydrated()) return;
      window.clearInterval(wait);
      if (box.parentNode) box.parentNode.removeChild(box);
    }, 1000);
  }, ${BOOT_TIMEOUT_MS});
  // Calls then() once the page has hydrated; a page that never does gets the boot notice from the timer above.
  function whenHydrated(then) {
    if (hydrated()) return then();
    if (!window.setInterval) return;
    var waited = 0;
    var wait = window.setInterval(function () {
      waited += 100;
      if (hydrated()) then();
      if (hydrated() || waited >= ${BOOT_TIMEOUT_MS}) window.clearInterval(wait);
    }, 100);
  }
  // The part's notice replaces the boot notice (whose "controls may not work" a hydrated page makes untrue).
  function showPartNotice() {
    if (!document.body) return;
    var old = document.getElementById('${NOTICE_ID}');
    notice('Part of this page could not load. Check your connection, then reload the page.', [button('Reload', reload)], true, !!old && !old.hasAttribute('data-floating'));
  }
  function partNotice() {
    if (!document.body) return;
    whenHydrated(showPartNotice);
  }
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    if (!reason || !(reason.name === 'ChunkLoadError' || /^Loading (CSS )?chunk /.test(reason.message))) return;
    event.preventDefault();
    partNotice();
  });
  window.addEventListener('${LOAD_FAILURE_EVENT}', partNotice);
  // Escape closes a notice at the foot, once no dialog (the search modal) is open to take it first.
  document.addEventListener('keydown', function (event) {
    var box = document.getElementById('${NOTICE_ID}');
    if (event.key !== 'Escape' || !box || !box.hasAttribute('data-floating')) return;
    if (document.querySelector('[aria-modal="true"]')) return;
    box.parentNode.removeChild(box);
  });
  document.addEventListener('click', function (event) {
    var nav = window.navigator;
    if (!nav || nav.onLine !== false || (nav.serviceWorker && nav.serviceWorker.controller) || !hydrated()) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target && event.target.closest && event.target.closest('a[href]');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    var url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
    event.preventDefault();
    event.stopPropagation();
    notice('You are offline, and this page cannot load until the connection is back.', [button('Try again', function () { window.location.assign(url.href); })], true, true);
  }, true);
})();`;
