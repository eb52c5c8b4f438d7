// @ts-check
/**
 * What the service worker keeps, as pure functions (plain JavaScript: the PWA
 * plugin compiles the worker with Babel for .js files only).
 *
 * - Precached on install: the code and styles (`/assets/`), so every page's
 *   bundle and the search code work offline.
 * - Saved as read, served from the network first: pages (navigations), their
 *   Markdown twins, the search index, images. The newest copy wins while
 *   online; the saved one answers offline. Each is saved without its query
 *   (`savedUrl`); past MAX_SAVED, the oldest go first (`toEvict`).
 */

/** Files of the build the worker precaches (paths relative to the build). */
/** @param {string} file */
export function isPrecached(file) {
  return /^assets\/.+\.(js|css)$/.test(file);
}

/**
 * How the worker answers a request: 'save' (network first, then the saved
 * copy) or null (the browser and the precache deal with it).
 * @param {{url: string, method: string, mode: string}} request
 * @param {string} origin the worker's origin
 * @param {string} baseUrl the site's base path, such as "/"
 * @returns {'save' | null}
 */
export function routeOf(request, origin, baseUrl) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || !url.pathname.startsWith(baseUrl)) return null;
  const path = url.pathname.slice(baseUrl.length);
  if (path.startsWith('assets/') || path === 'sw.js') return null;
  if (request.mode === 'navigate') return 'save';
  if (/^search-index\/[^/]+\.json$/.test(path)) return 'save';
  if (/\.(md|txt|png|svg|jpg|webp|ico|json)$/.test(path)) return 'save';
  return null;
}

/**
 * Whether the worker may save a URL a page asks it to (the TRPC_SAVE message):
 * a path of this site on this origin only. `//host/x` starts with "/" but is
 * another host, so the URL is resolved before it is compared.
 * @param {unknown} url
 * @param {string} origin the worker's origin
 * @param {string} baseUrl the site's base path, such as "/"
 * @returns {url is string}
 */
export function isSavable(url, origin, baseUrl) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return false;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin && resolved.pathname.startsWith(baseUrl);
  } catch {
    return false;
  }
}

/** The name of the cache of pages read, per site. */
export const PAGES_CACHE = 'trpc-offline-pages';

/**
 * The URL a response is saved under: without its query and fragment. A page
 * read offline is the page without its query (the worker matches saved pages
 * ignoring it), and a query can hold what the reader typed (`/search?q=…`),
 * which must not stay on the device.
 * @param {string} url absolute, or a path of `origin`
 * @param {string} origin the worker's origin
 * @returns {string}
 */
export function savedUrl(url, origin) {
  const resolved = new URL(url, origin);
  resolved.search = '';
  resolved.hash = '';
  return resolved.href;
}

/**
 * The most responses the pages cache keeps. A build has about 1,350 files the
 * worker would save (961 pages, 241 Markdown twins, 140 images, 6 search index
 * files) and nothing saves them all at once (turning it on saves four), so the
 * bound sits well above the whole site: a reader who reads everything keeps
 * it, while old deploys' paths cannot pile up without end.
 */
export const MAX_SAVED = 3000;

/**
 * The saved URLs to delete: any with a query (saved before `savedUrl`), then
 * the oldest past `max`. `urls` is in Cache Storage's order, the order entries
 * were put (a URL saved again is put anew, so the pages read last stay).
 * @param {readonly string[]} urls
 * @param {number} [max]
 * @returns {string[]}
 */
export function toEvict(urls, max = MAX_SAVED) {
  const withQuery = urls.filter((url) => new URL(url).search !== '');
  const rest = urls.filter((url) => new URL(url).search === '');
  return [...withQuery, ...rest.slice(0, Math.max(0, rest.length - max))];
}
