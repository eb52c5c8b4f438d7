/**
 * The service worker a deploy without offline reading ships at `/sw.js`.
 * A browser keeps an installed worker as long as its script still answers,
 * and a missing `/sw.js` (404) does not remove it everywhere: the readers who
 * had opted in would keep being answered by the old build's worker. When the
 * browser checks for an update it finds this one, which installs at once,
 * deletes the site's caches, unregisters itself and reloads the open pages,
 * which then come from the network. Plain ES5, no imports.
 */
export const RETIRING_WORKER = `// This site no longer reads offline: this worker removes the one a reader installed.
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys()
      .then(function (keys) {
        return Promise.all(keys.map(function (key) { return caches.delete(key); }));
      })
      .then(function () { return self.registration.unregister(); })
      .then(function () { return self.clients.matchAll({type: 'window'}); })
      .then(function (windows) {
        windows.forEach(function (client) { client.navigate(client.url); });
      })
  );
});
`;
