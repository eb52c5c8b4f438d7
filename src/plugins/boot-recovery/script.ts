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
 * becomes a full page load). Written as ES5 in a string that depends on
 * nothing in the environment: the CSP allows it by its hash.
 */
export const NOTICE_ID = 'boot-failure';

export const BOOT_RECOVERY_SCRIPT = `(function () {
  var ENTRY = /\\/assets\\/js\\/(runtime~)?main\\.[\\w-]+\\.js$/;
  var CHUNK = /\\/assets\\/js\\/[\\w~-]+\\.[\\w-]+\\.js$/;
  var retried = {};
  function notice() {
    if (document.getElementById('${NOTICE_ID}')) return;
    var box = document.createElement('div');
    box.id = '${NOTICE_ID}';
    box.setAttribute('role', 'alert');
    box.className = 'alert alert--warning margin--md';
    var text = document.createElement('p');
    text.textContent = 'Part of this page did not load, so search, menus and other controls may not work. The text below is complete.';
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'button button--primary button--sm';
    button.textContent = 'Reload';
    button.onclick = function () { window.location.reload(); };
    box.appendChild(text);
    box.appendChild(button);
    document.body.insertBefore(box, document.body.firstChild);
  }
  window.addEventListener('error', function (event) {
    var script = event.target;
    if (!script || script.tagName !== 'SCRIPT') return;
    var src = script.src.split('?')[0];
    var entry = ENTRY.test(src);
    if (!entry && !(CHUNK.test(src) && document.documentElement.getAttribute('data-has-hydrated') !== 'true')) return;
    if (!entry || retried[script.src]) {
      if (document.body) notice();
      else document.addEventListener('DOMContentLoaded', notice);
      return;
    }
    retried[script.src] = true;
    var again = document.createElement('script');
    again.src = script.getAttribute('src');
    again.async = false;
    document.head.appendChild(again);
  }, true);
})();`;
