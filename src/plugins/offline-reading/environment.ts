/**
 * What both halves of offline reading need (./decide.ts on every page, once it has loaded,
 * ./offlineReading.ts once wanted): the worker's URL, whether this browser and
 * build can read offline, and a localStorage that never throws.
 */

/** Defined by the PWA plugin in production bundles; the dev server has no service worker. */
function serviceWorkerUrl(): string {
  try {
    return process.env.PWA_SERVICE_WORKER_URL ?? '';
  } catch {
    return '';
  }
}
export const SW_URL = serviceWorkerUrl();
export const BASE_URL = SW_URL.replace(/sw\.js$/, '');

/** Whether this browser and build can read offline at all. */
export const canReadOffline = (): boolean =>
  SW_URL !== '' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

export const storage = {
  get: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string | null) => {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Storage turned off: the choice lasts for this page only.
    }
  },
};
