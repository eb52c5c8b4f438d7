/**
 * Whether this reader reads offline: nothing happens unless they installed
 * the site or turned offline reading on (./activation.ts says when), and a
 * link's `?offlineMode=true` asks them first (./askOfflineMode.ts); then
 * ./offlineReading.ts loads and registers the worker. Loaded by ./registerSw.ts
 * once the page has loaded.
 */
import {APP_INSTALLED_KEY, OPT_IN_KEY, shouldRegister} from './activation';
import {askOfflineMode} from './askOfflineMode';
import {DOWNLOAD_SIZE_FILE, formatDownloadSize, type DownloadSize} from './downloadSize';
import {BASE_URL, canReadOffline, storage} from './environment';

const register = () =>
  import('./offlineReading')
    .then(({registerOfflineReading}) => registerOfflineReading())
    .catch((error: unknown) => console.warn('Offline reading is unavailable:', error));

// canReadOffline() is false on the server and in the dev server (no worker URL).
if (canReadOffline()) {
  window.addEventListener('appinstalled', () => {
    storage.set(APP_INSTALLED_KEY, 'true');
    void register();
  });
  const signals = {
    optedIn: storage.get(OPT_IN_KEY) === 'on',
    standalone: window.matchMedia('(display-mode: standalone)').matches,
    installed: storage.get(APP_INSTALLED_KEY) === 'true',
    queryString: /[?&]offlineMode=true(&|$)/.test(window.location.search),
  };
  // The switch in a link asks first (./askOfflineMode.ts); a yes is a lasting choice, as the menu's is:
  // later visits keep the worker's update prompt.
  const {queryString, ...own} = signals;
  if (shouldRegister({...own, queryString: false})) void register();
  else if (queryString)
    // The question says how much a yes downloads, as the build measured it (./downloadSize.ts).
    void fetch(`${BASE_URL}${DOWNLOAD_SIZE_FILE}`)
      .then((response) => (response.ok ? (response.json() as Promise<DownloadSize>) : null))
      .catch(() => null)
      .then((size) =>
        askOfflineMode(
          (on) => {
            if (!on) return;
            storage.set(OPT_IN_KEY, 'on');
            void register();
          },
          formatDownloadSize(size?.precacheBytes ?? 0),
        ),
      );
}

export {};
