/**
 * If the runtime or the main bundle fails to load (a flaky network, a CDN
 * hiccup, an extension), the page would look alive and do nothing. This
 * watches the load errors of those two bundles from the head: the first
 * failure of each is retried once (the bundler's runtime picks up chunks in
 * any order), a second one shows a notice with a Reload button above the
 * page, whose text stays readable as the server sent it.
 *
 * Route chunks are not watched: the bundler loads them and reports their
 * failures (src/clientModules/lazyLoadFailure.ts). Written as ES5 in a string
 * that depends on nothing in the environment: the CSP allows it by its hash.
 */
export const NOTICE_ID = 'boot-failure';

export const BOOT_RECOVERY_SCRIPT = `(function () {
  var BUNDLE = /\\/assets\\/js\\/(runtime~)?main\\.[\\w-]+\\.js$/;
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
    if (!script || script.tagName !== 'SCRIPT' || !BUNDLE.test(script.src.split('?')[0])) return;
    if (retried[script.src]) {
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
