/**
 * Google Analytics, registered only when GTAG_ID is set. The id comes from the
 * page (`<meta name="gtag-id">`), not from an inline script: the pages' inline
 * scripts stay the same whatever the id, and so does the CSP that lists them
 * by hash. Nothing loads when the browser sends Global Privacy Control or Do
 * Not Track. A page view is sent on each route change, with the path, as the
 * Docusaurus gtag plugin does, once the new page's title is set (./afterTitleChange.ts).
 *
 * No hit carries search text (./analyticsUrl.ts): every page_location,
 * page_path and page_referrer is given without `q`. Google signals and ad
 * personalisation are off, and Consent Mode denies ad storage before the
 * script loads (`anonymize_ip` is gone: GA4 never stores IP addresses).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {afterTitleChange} from './afterTitleChange';
import {analyticsPath, analyticsUrl} from './analyticsUrl';
import {browserRequestsPrivacy} from './privacySignals';

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function start(): boolean {
  const id = document.querySelector('meta[name="gtag-id"]')?.getAttribute('content');
  if (!id || browserRequestsPrivacy()) return false;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads Arguments objects from the data layer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', {ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied'});
  window.gtag('js', new Date());
  // The first page view goes with the config: its addresses, like every later one's, without search text.
  window.gtag('config', id, {
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    page_path: analyticsPath(window.location),
    page_location: analyticsUrl(window.location.href, window.location.origin),
    page_referrer: analyticsUrl(document.referrer, window.location.origin),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}

const started = ExecutionEnvironment.canUseDOM && start();
/** The title the last page view went with: the next one waits until the page's title is another. */
let lastTitle = started ? document.title : '';

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!started || !previousLocation) return;
    const changed =
      location.pathname !== previousLocation.pathname ||
      location.search !== previousLocation.search ||
      location.hash !== previousLocation.hash;
    if (!changed) return;
    afterTitleChange(
      () => document.title,
      lastTitle,
      () => {
        const origin = window.location.origin;
        lastTitle = document.title;
        window.gtag?.('set', 'page_path', analyticsPath(location));
        window.gtag?.('set', 'page_location', origin + analyticsPath(location));
        window.gtag?.('set', 'page_referrer', origin + analyticsPath(previousLocation));
        window.gtag?.('event', 'page_view');
      },
    );
  },
};
export default analytics;
