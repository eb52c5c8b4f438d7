/**
 * The page's bundles start once the page is on screen.
 *
 * Deferred scripts run as soon as the HTML is parsed, and the browser often
 * runs them before it shows what it parsed: the reader then waits for the
 * main bundle's evaluation (and often hydration) before seeing the article,
 * although the server sent it whole. So the HTML only preloads the bundles
 * (`<link rel=preload as=script data-boot>`, in order, at low priority so
 * that they do not compete with the stylesheet), and this inline script adds
 * them as ordered scripts once the document is parsed, its first paint has
 * reached the screen, and two more frames have drawn what the parser added
 * since.
 *
 * It starts at once on a hidden page, which draws no frames (a background
 * tab, a prerender), and on a page hidden while it waits; after a second
 * without a first paint (a page with no text or image to paint), or where the
 * browser does not report paints, it goes by frames alone.
 *
 * Each script's src is the href as written, not as resolved: the bundler
 * finds the scripts of its chunks by comparing src attributes with its own
 * URLs, and would otherwise load every route chunk a second time. A script
 * that fails to load leaves the page: the bundler would wait for it forever,
 * and, finding none, loads the chunk itself (and reports a second failure).
 *
 * Written as ES5 in a string: it runs in the HTML as it is, and the CSP allows
 * it by its hash (`npm run host-config`).
 */
/** The attribute that marks a bundle's preload for BOOT_SCRIPT. */
export const BOOT_ATTRIBUTE = 'data-boot';

export const BOOT_SCRIPT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[${BOOT_ATTRIBUTE}]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].getAttribute('href');
      script.async = false;
      script.onerror = leave;
      document.head.appendChild(script);
    }
  }
  function leave() {
    if (this.parentNode) this.parentNode.removeChild(this);
  }
  function startIfHidden() {
    if (document.visibilityState === 'hidden') start();
  }
  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
  }
  function whenPainted(callback) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0 || performance.getEntriesByName('first-contentful-paint').length) return callback();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      callback();
    }).observe({type: 'paint'});
    setTimeout(callback, 1000);
  }
  document.addEventListener('visibilitychange', startIfHidden);
  document.addEventListener('DOMContentLoaded', function () {
    startIfHidden();
    whenPainted(afterTwoFrames);
  });
})();`;
