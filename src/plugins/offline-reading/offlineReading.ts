/**
 * Offline reading, once a reader wants it (./decide.ts decides, the Copy
 * page menu's switch asks): the PWA plugin's service worker registers in
 * offline mode, saves the page, the home page and the reader's search index,
 * and a new deploy shows the plugin's "New version available" prompt. Loaded
 * only then, out of every page's bundle.
 */
import {OPT_IN_KEY, readerVersion, urlsToSave} from './activation';
import {BASE_URL, storage, SW_URL} from './environment';

export {canReadOffline} from './environment';

function askToSave(worker: ServiceWorker): void {
  const version = readerVersion(document.documentElement.className, storage.get('docs-preferred-version-default'));
  worker.postMessage({type: 'TRPC_SAVE', urls: urlsToSave(BASE_URL, window.location.pathname, `${BASE_URL}search-index/${version}.json`)});
}

export async function registerOfflineReading(): Promise<void> {
  const {Workbox} = await import('workbox-window');
  const wb = new Workbox(`${SW_URL}?params=${encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}))}`);
  // The popup is the PWA plugin's theme component, which exists in production
  // builds only (the plugin does nothing under `npm start`): the condition
  // keeps the dev server from compiling a request it cannot resolve.
  const promptReload = () =>
    process.env.NODE_ENV === 'production'
      ? import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js').then(({renderReloadPopup}) =>
          renderReloadPopup({
            onReload() {
              wb.addEventListener('controlling', () => window.location.reload());
              void wb.messageSW({type: 'SKIP_WAITING'});
            },
          }),
        )
      : Promise.resolve();
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
