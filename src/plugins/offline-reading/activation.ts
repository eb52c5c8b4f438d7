/**
 * When the site registers its service worker: only for readers who want
 * offline reading, never on a first visit by default. Pure, unit-tested.
 */

/** localStorage key that records the reader's choice ("on"). */
export const OPT_IN_KEY = 'trpc.offlineReading';
/** Set by the PWA plugin's own registration when the app was installed; honoured too. */
export const APP_INSTALLED_KEY = 'docusaurus.pwa.event.appInstalled.fired';

export interface Signals {
  /** The reader turned offline reading on (OPT_IN_KEY). */
  optedIn: boolean;
  /** The site runs as an installed app (display-mode: standalone). */
  standalone: boolean;
  /** The browser reported the app installed (the appinstalled event). */
  installed: boolean;
  /** `?offlineMode=true`, the PWA plugin's documented switch. */
  queryString: boolean;
}

export function shouldRegister(signals: Signals): boolean {
  return signals.optedIn || signals.standalone || signals.installed || signals.queryString;
}

/** What to save right away: the page being read, the home page, and the search index of its version (its files). */
export function urlsToSave(baseUrl: string, pathname: string, searchIndexUrls: readonly string[]): string[] {
  return [...new Set([pathname, baseUrl, ...searchIndexUrls])];
}

/**
 * The docs version a reader uses: the page's own (Docusaurus puts
 * `docs-version-<name>` on <html>), else the one they chose last, else the current one.
 */
export function readerVersion(htmlClass: string, preferred: string | null): string {
  return /\bdocs-version-(\S+)/.exec(htmlClass)?.[1] ?? preferred ?? 'current';
}
