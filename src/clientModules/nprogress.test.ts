import nprogress from 'nprogress';
import {afterEach, describe, expect, it, vi} from 'vitest';
// The client module the site runs its progress bar with (the classic theme's; the site adds none).
import progressBar from '@docusaurus/theme-classic/lib/nprogress';

/**
 * The site's progress bar as the spec gives it: minimum 0.08, speed 200 ms,
 * trickle rate 0.02, trickle speed 800 ms, shown 200 ms into a navigation
 * (never for a hash change on the same page), and no spinner. Read from the
 * bar as the site's client module leaves it, so a theme upgrade that changes
 * any of them fails here.
 */
describe('the progress bar', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has the spec values, and no spinner', () => {
    expect(nprogress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });

  it('appears 200 ms into a navigation to another page, not before, and not for a hash on the same page', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    const start = vi.spyOn(nprogress, 'start').mockImplementation(() => nprogress);
    const at = (pathname: string) =>
      ({pathname}) as Parameters<NonNullable<typeof progressBar.onRouteUpdate>>[0]['location'];

    progressBar.onRouteUpdate!({location: at('/docs/a'), previousLocation: at('/docs/a')});
    vi.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();

    progressBar.onRouteUpdate!({location: at('/docs/b'), previousLocation: at('/docs/a')});
    vi.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
