/**
 * Registers the PWA plugin's service worker (`swRegister`), in place of the
 * plugin's own registration, which registers one on every visit. Ours does
 * nothing unless the reader installed the site or turned offline reading on
 * (activation.ts); then the worker runs in offline mode, saves the page, the
 * home page and the reader's search index, and a new deploy shows the
 * plugin's "New version available" prompt.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {APP_INSTALLED_KEY, OPT_IN_KEY, readerVersion, shouldRegister, urlsToSave} from './activation';

/** Defined by the PWA plugin in production bundles; the dev server has no service worker. */
function serviceWorkerUrl(): string {
  try {
    return process.env.PWA_SERVICE_WORKER_URL ?? '';
  } catch {
    return '';
  }
}
const SW_URL = serviceWorkerUrl();
const BASE_URL = SW_URL.replace(/sw\.js$/, '');

/** Whether this browser and build can read offline at all. */
export const canReadOffline = (): boolean =>
  SW_URL !== '' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

const storage = {
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

function askToSave(worker: ServiceWorker): void {
  const version = readerVersion(document.documentElement.className, storage.get('docs-preferred-version-default'));
  worker.postMessage({type: 'TRPC_SAVE', urls: urlsToSave(BASE_URL, window.location.pathname, `${BASE_URL}search-index/${version}.json`)});
}

export async function registerOfflineReading(): Promise<void> {
  const {Workbox} = await import('workbox-window');
  const wb = new Workbox(`${SW_URL}?params=${encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}))}`);
  const promptReload = () =>
    import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js').then(({renderReloadPopup}) =>
      renderReloadPopup({
        onReload() {
          wb.addEventListener('controlling', () => window.location.reload());
          void wb.messageSW({type: 'SKIP_WAITING'});
        },
      }),
    );
  wb.addEventListener('waiting', () => void promptReload());
  const registration = await wb.register();
  if (registration?.waiting && navigator.serviceWorker.controller) await promptReload();
  const ready = await navigator.serviceWorker.ready;
  if (ready.active) askToSave(ready.active);
}

/** The reader's switch: on registers at once; off removes the worker and what it saved. */
export async function setOfflineReading(on: boolean): Promise<void> {
  storage.set(OPT_IN_KEY, on ? 'on' : null);
  if (on) return registerOfflineReading();
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
}

export const isOfflineReadingOn = (): boolean => storage.get(OPT_IN_KEY) === 'on';

if (ExecutionEnvironment.canUseDOM && canReadOffline()) {
  window.addEventListener('appinstalled', () => {
    storage.set(APP_INSTALLED_KEY, 'true');
    void registerOfflineReading();
  });
  const signals = {
    optedIn: isOfflineReadingOn(),
    standalone: window.matchMedia('(display-mode: standalone)').matches,
    installed: storage.get(APP_INSTALLED_KEY) === 'true',
    queryString: new URLSearchParams(window.location.search).get('offlineMode') === 'true',
  };
  // The switch in the URL is a lasting choice, as the menu's is: later visits keep the worker's update prompt.
  if (signals.queryString) storage.set(OPT_IN_KEY, 'on');
  if (shouldRegister(signals)) {
    // After the page has loaded: the worker's precache download must not compete with the page.
    const start = () => void registerOfflineReading().catch((error: unknown) => console.warn('Offline reading is unavailable:', error));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
  }
}
