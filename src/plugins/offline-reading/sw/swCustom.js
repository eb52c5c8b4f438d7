/**
 * Our part of the PWA plugin's service worker (`swCustom`): it keeps the
 * pages a reader opens, the home page and their version's search index, and
 * answers them offline. The plugin's own worker precaches the bundles (see
 * routes.js for what goes where). Only runs in offline mode, which our
 * registration (../registerSw.ts) asks for only when the reader wants it.
 */
import {isPagePath, offlinePage, pageTitle, THEME_SCRIPT} from './fallback';
import {isSavable, PAGES_CACHE, routeOf, savedUrl, toEvict} from './routes';

/** @type {ServiceWorkerGlobalScope} */
const sw = /** @type {any} */ (self);
const BASE_URL = new URL(sw.registration.scope).pathname;

/**
 * Saves a response under its URL without the query, then drops what `toEvict` says.
 * @param {Cache} cache
 * @param {string} url
 * @param {Response} response
 */
async function keep(cache, url, response) {
  await cache.put(savedUrl(url, sw.location.origin), response);
  const keys = await cache.keys();
  const evict = new Set(toEvict(keys.map((request) => request.url)));
  // By the saved Request itself: with `Vary: Accept`, its URL alone may not match an entry saved with headers.
  await Promise.all(keys.filter((request) => evict.has(request.url)).map((request) => cache.delete(request)));
}

/** @param {Request} request */
async function networkFirst(request) {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await keep(cache, request.url, response.clone());
    return response;
  } catch (error) {
    // Pages are sent with `Vary: Accept` (a page URL also answers Markdown to agents): a page saved by
    // the save message (Accept */*) must still answer the browser's navigation (Accept text/html).
    const saved = await cache.match(request, {ignoreSearch: true, ignoreVary: true});
    if (saved) return saved;
    if (request.mode === 'navigate') return fallback(request.url, cache);
    throw error;
  }
}

/** The fallback's inline script, allowed by its hash and nothing else. */
const scriptHash = crypto.subtle
  .digest('SHA-256', new TextEncoder().encode(THEME_SCRIPT))
  .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);

/**
 * A page that was not saved: say so, in the site's look, with the pages that are.
 * @param {string} url
 * @param {Cache} cache
 */
async function fallback(url, cache) {
  const saved = [...new Set((await cache.keys()).map((r) => new URL(r.url).pathname))].filter(isPagePath);
  const pages = await Promise.all(
    saved.slice(0, 200).map(async (path) => ({
      path,
      title: pageTitle((await (await cache.match(path, {ignoreVary: true}))?.text()) ?? ''),
    })),
  );
  pages.sort((a, b) => (a.path === BASE_URL ? -1 : b.path === BASE_URL ? 1 : a.title.localeCompare(b.title)));
  return new Response(offlinePage({requested: new URL(url).pathname, pages, baseUrl: BASE_URL}), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; script-src ${await scriptHash}`,
    },
  });
}

/**
 * Saves each URL, telling the page after each one (`port`: the page's end of a channel).
 * @param {string[]} urls
 * @param {MessagePort | undefined} port
 */
async function save(urls, port) {
  const cache = await caches.open(PAGES_CACHE);
  let done = 0;
  let saved = 0;
  await Promise.all(
    urls.map(async (url) => {
      const ok = await fetch(url).then(
        async (response) => (response.ok ? (await keep(cache, url, response), true) : false),
        () => false,
      );
      done += 1;
      if (ok) saved += 1;
      port?.postMessage({saved: done, total: urls.length});
    }),
  );
  port?.postMessage({saved, total: urls.length, done: true});
}

/** @param {{offlineMode: boolean}} params */
export default function swCustom(params) {
  if (!params.offlineMode) return;
  sw.addEventListener('fetch', (/** @type {FetchEvent} */ event) => {
    const {request} = event;
    if (
      routeOf({url: request.url, method: request.method, mode: request.mode}, sw.location.origin, BASE_URL) === 'save'
    ) {
      event.respondWith(networkFirst(request));
    }
  });
  // The page asks for what it already showed before the worker ran: itself, the home page, its search index;
  // it hears of each one on the port it sends.
  sw.addEventListener('message', (/** @type {ExtendableMessageEvent} */ event) => {
    if (event.data?.type === 'TRPC_SAVE' && Array.isArray(event.data.urls)) {
      const urls = event.data.urls.filter((/** @type {unknown} */ url) => isSavable(url, sw.location.origin, BASE_URL));
      event.waitUntil(save(urls, event.ports[0]));
    }
  });
}
