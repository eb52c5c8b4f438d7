/**
 * Where turning offline reading on or off has got, and how the Copy page
 * menu's switch and its status line say it. Pure, unit-tested.
 */
export type Progress =
  | {phase: 'off'}
  | {phase: 'removing'}
  /** The worker installs: the site's code goes into its cache (`files` so far). */
  | {phase: 'installing'; files: number}
  /** The worker saves the pages the reader already has open: `saved` of `total`. */
  | {phase: 'saving'; saved: number; total: number}
  /** `saved`: how many pages the switch saved at once, when it was this page's switch. */
  | {phase: 'on'; saved?: number}
  | {phase: 'failed'; on: boolean; reason: string};

/** Whether the switch is on: the reader's choice shows at once, before the worker is ready. */
export function isOn(progress: Progress): boolean {
  if (progress.phase === 'failed') return progress.on;
  return progress.phase !== 'off' && progress.phase !== 'removing';
}

/** Whether work is still under way (the switch says so, the status line too). */
export const isBusy = (progress: Progress): boolean =>
  progress.phase === 'installing' || progress.phase === 'saving' || progress.phase === 'removing';

/**
 * The status line, a live region: one sentence per step (the file count would
 * be read out four times a second, so it stays in the menu's hint).
 */
export function statusText(progress: Progress): string {
  switch (progress.phase) {
    case 'installing':
      return "Turning offline reading on: saving the site's code…";
    case 'saving':
      return `Turning offline reading on: saving pages, ${progress.saved} of ${progress.total}…`;
    case 'on':
      return 'Offline reading is on: this page, the home page, search and the pages you open are saved.';
    case 'removing':
      return 'Turning offline reading off…';
    case 'off':
      return 'Offline reading is off: saved pages were removed.';
    case 'failed':
      return `Could not turn offline reading ${progress.on ? 'on' : 'off'}: ${progress.reason}.`;
  }
}

/** The line under "Read offline" in the menu. */
export function hintText(progress: Progress): string {
  switch (progress.phase) {
    case 'installing':
      return progress.files > 0 ? `Saving the site's code: ${progress.files} files…` : "Saving the site's code…";
    case 'saving':
      return `Saving pages: ${progress.saved} of ${progress.total}…`;
    case 'on':
      return 'On: pages you open are saved on this device';
    case 'removing':
      return 'Removing saved pages…';
    case 'off':
      return 'Save pages you open on this device';
    case 'failed':
      return `Failed: ${progress.reason}`;
  }
}
