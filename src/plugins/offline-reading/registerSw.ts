/**
 * Registers the PWA plugin's service worker (`swRegister`), in place of the
 * plugin's own registration, which registers one on every visit. This client
 * module runs on every page, so it only waits for the page to load and then
 * loads ./decide.ts: whether the reader wants offline reading is no part of
 * showing the page, and the worker's precache download must not compete with it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  const decide = () => void import('./decide');
  if (document.readyState === 'complete') decide();
  else window.addEventListener('load', decide, {once: true});
}

export {};
