/**
 * Offline reading, once a reader wants it (./decide.ts decides, the Copy
 * page menu's switch asks): the PWA plugin's service worker registers in
 * offline mode, saves the page, the home page and the reader's search index,
 * and a new deploy shows the plugin's "New version available" prompt. Loaded
 * only then, out of every page's bundle.
 *
 * While it turns on, the reader sees how far it got (./progress.ts words it):
 * the worker's install (the site's code, counted in Cache Storage as it
 * arrives), then the pages, which the worker reports one by one.
 */
import {bodyFileName, headFileName} from '../../docs-model/searchIndex';
import {OPT_IN_KEY, readerVersion, urlsToSave} from './activation';
import {BASE_URL, storage, SW_URL} from './environment';
import type {Progress} from './progress';

export {canReadOffline} from './environment';
export type {Progress} from './progress';

type Listener = (progress: Progress) => void;

/** What the switch shows; one per page, whichever component asks. */
let current: Progress | null = null;
const listeners = new Set<Listener>();
/** Each turn of the switch; a slower earlier one no longer reports. */
let run = 0;

function report(progress: Progress, ofRun: number): void {
  if (ofRun !== run) return;
  current = progress;
  for (const listener of listeners) listener(progress);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The switch's state: the reader's choice, with how far saving got (the same object until it changes). */
export function currentProgress(): Progress {
  return (current ??= {phase: isOfflineReadingOn() ? 'on' : 'off'});
}

/** Files the worker precached so far (Workbox names its cache `workbox-precache…`). */
async function precachedFiles(): Promise<number> {
  const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
  const counts = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length));
  return counts.reduce((a, b) => a + b, 0);
}

/** Asks the worker to save what the page showed before it ran; resolves with how many it saved. */
function askToSave(worker: ServiceWorker, onSaved: (saved: number, total: number) => void): Promise<number> {
  const version = readerVersion(document.documentElement.className, storage.get('docs-preferred-version-default'));
  // The two files the search modal reads (src/plugins/offline-search/client.ts).
  const urls = urlsToSave(BASE_URL, window.location.pathname, [
    `${BASE_URL}search-index/${headFileName(version)}`,
    `${BASE_URL}search-index/${bodyFileName(version)}`,
  ]);
  const channel = new MessageChannel();
  onSaved(0, urls.length);
  return new Promise((resolve) => {
    // A worker from an older deploy does not answer: it still saves, and the switch does not wait forever.
    const timeout = setTimeout(() => resolve(urls.length), 30_000);
    channel.port1.onmessage = ({data}: MessageEvent<{saved: number; total: number; done?: boolean}>) => {
      onSaved(data.saved, data.total);
      if (data.done) {
        clearTimeout(timeout);
        resolve(data.saved);
      }
    };
    worker.postMessage({type: 'TRPC_SAVE', urls}, [channel.port2]);
  });
}

export async function registerOfflineReading(ofRun = run): Promise<void> {
  // Said before anything loads: the switch shows the reader's choice at once.
  report({phase: 'installing', files: 0}, ofRun);
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
  let installing = true;
  const count = async () => {
    while (installing) {
      const files = await precachedFiles().catch(() => 0);
      if (installing) report({phase: 'installing', files}, ofRun);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  void count();
  const ready = await navigator.serviceWorker.ready;
  installing = false;
  if (!ready.active) return;
  const saved = await askToSave(ready.active, (done, total) => report({phase: 'saving', saved: done, total}, ofRun));
  report({phase: 'on', saved}, ofRun);
}

/**
 * The reader's switch: on registers at once; off removes the worker and what it saved.
 * `onProgress` hears every step, also after the menu that asked has closed.
 */
export async function setOfflineReading(on: boolean, onProgress?: Listener): Promise<void> {
  const ofRun = ++run;
  storage.set(OPT_IN_KEY, on ? 'on' : null);
  const unsubscribe = onProgress ? subscribe(onProgress) : () => false;
  try {
    if (on) {
      await registerOfflineReading(ofRun);
      return;
    }
    report({phase: 'removing'}, ofRun);
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
    report({phase: 'off'}, ofRun);
  } catch (error) {
    report({phase: 'failed', on, reason: error instanceof Error ? error.message : String(error)}, ofRun);
  } finally {
    // The last report reaches the listener before it goes; a later turn has its own.
    unsubscribe();
  }
}

export const isOfflineReadingOn = (): boolean => storage.get(OPT_IN_KEY) === 'on';
