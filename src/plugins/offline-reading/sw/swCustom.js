/**
 * Our part of the PWA plugin's service worker (`swCustom`): it keeps the
 * pages a reader opens, the home page and their version's search index, and
 * answers them offline. The plugin's own worker precaches the bundles (see
 * routes.js for what goes where). Only runs in offline mode, which our
 * registration (../registerSw.ts) asks for only when the reader wants it.
 */
import {PAGES_CACHE, routeOf} from './routes';

/** @type {ServiceWorkerGlobalScope} */
const sw = /** @type {any} */ (self);
const BASE_URL = new URL(sw.registration.scope).pathname;

/** @param {Request} request */
async function networkFirst(request) {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const saved = await cache.match(request, {ignoreSearch: true});
    if (saved) return saved;
    if (request.mode === 'navigate') {
      return new Response(
        '<!doctype html><meta charset="utf-8"><title>Offline</title><p>You are offline, and this page was not saved for offline reading. Pages you have opened before still work.</p>',
        {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8'}},
      );
    }
    throw error;
  }
}

/** @param {string[]} urls */
async function save(urls) {
  const cache = await caches.open(PAGES_CACHE);
  await Promise.all(
    urls.map((url) =>
      fetch(url).then(
        (response) => (response.ok ? cache.put(url, response) : undefined),
        () => undefined,
      ),
    ),
  );
}

/** @param {{offlineMode: boolean}} params */
export default function swCustom(params) {
  if (!params.offlineMode) return;
  sw.addEventListener('fetch', (/** @type {FetchEvent} */ event) => {
    const {request} = event;
    if (routeOf({url: request.url, method: request.method, mode: request.mode}, sw.location.origin, BASE_URL) === 'save') {
      event.respondWith(networkFirst(request));
    }
  });
  // The page asks for what it already showed before the worker ran: itself, the home page, its search index.
  sw.addEventListener('message', (/** @type {ExtendableMessageEvent} */ event) => {
    if (event.data?.type === 'TRPC_SAVE' && Array.isArray(event.data.urls)) {
      const urls = event.data.urls.filter((/** @type {unknown} */ url) => typeof url === 'string' && url.startsWith(BASE_URL));
      event.waitUntil(save(urls));
    }
  });
}
