/**
 * Registers the PWA plugin's service worker (`swRegister`), in place of the
 * plugin's own registration, which registers one on every visit. This client
 * module runs on every page and only decides: nothing happens unless the
 * reader installed the site or turned offline reading on (./activation.ts);
 * then ./offlineReading.ts loads and registers the worker.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {APP_INSTALLED_KEY, OPT_IN_KEY, shouldRegister} from './activation';
import {canReadOffline, storage} from './environment';

const register = () =>
  import('./offlineReading').then(({registerOfflineReading}) => registerOfflineReading()).catch((error: unknown) => console.warn('Offline reading is unavailable:', error));

if (ExecutionEnvironment.canUseDOM && canReadOffline()) {
  window.addEventListener('appinstalled', () => {
    storage.set(APP_INSTALLED_KEY, 'true');
    void register();
  });
  const signals = {
    optedIn: storage.get(OPT_IN_KEY) === 'on',
    standalone: window.matchMedia('(display-mode: standalone)').matches,
    installed: storage.get(APP_INSTALLED_KEY) === 'true',
    queryString: new URLSearchParams(window.location.search).get('offlineMode') === 'true',
  };
  // The switch in the URL is a lasting choice, as the menu's is: later visits keep the worker's update prompt.
  if (signals.queryString) storage.set(OPT_IN_KEY, 'on');
  if (shouldRegister(signals)) {
    // After the page has loaded: the worker's precache download must not compete with the page.
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), {once: true});
  }
}

export {};
