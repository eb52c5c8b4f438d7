/**
 * Whether the reader's browser asks not to be tracked: Global Privacy Control
 * (`navigator.globalPrivacyControl`) or Do Not Track (`navigator.doNotTrack`,
 * or `window.doNotTrack` in older browsers). When it does, no third-party
 * script loads: no analytics, no tweet widget.
 */
export interface PrivacySource {
  globalPrivacyControl?: unknown;
  doNotTrack?: unknown;
}

export function privacyRequested(navigator: PrivacySource, window: {doNotTrack?: unknown} = {}): boolean {
  if (navigator.globalPrivacyControl === true) return true;
  return [navigator.doNotTrack, window.doNotTrack].some((value) => value === '1' || value === 'yes');
}

/** The same question, asked of the browser this runs in. */
export const browserRequestsPrivacy = (): boolean =>
  privacyRequested(window.navigator as PrivacySource, window as {doNotTrack?: unknown});
