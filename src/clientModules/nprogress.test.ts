import nprogress from 'nprogress';
import {describe, expect, it} from 'vitest';

/**
 * The progress bar is the classic theme's NProgress, which only turns the
 * spinner off and starts the bar 200 ms into a navigation (e2e/navigation.spec.ts).
 * The spec's other values are NProgress's defaults: pinned here against upgrades.
 */
describe('progress bar settings', () => {
  it('are the spec values', () => {
    expect(nprogress.settings).toMatchObject({minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800});
  });
});
