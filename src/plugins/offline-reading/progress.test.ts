import {describe, expect, it} from 'vitest';
import {hintText, isBusy, isOn, statusText, type Progress} from './progress';

const steps: Progress[] = [
  {phase: 'installing', files: 0},
  {phase: 'installing', files: 42},
  {phase: 'saving', saved: 1, total: 3},
  {phase: 'on', saved: 3},
];

describe('turning offline reading on', () => {
  it('shows the switch on from the first step, and busy until the pages are saved', () => {
    expect(steps.map(isOn)).toEqual([true, true, true, true]);
    expect(steps.map(isBusy)).toEqual([true, true, true, false]);
  });

  it('counts what is saved in the hint and the pages in the status line', () => {
    expect(hintText(steps[1]!)).toContain('42 files');
    expect(statusText(steps[1]!)).toBe(statusText(steps[0]!));
    expect(statusText(steps[2]!)).toContain('1 of 3');
    expect(statusText(steps[3]!)).toMatch(/^Offline reading is on/);
  });
});

describe('turning it off, and failures', () => {
  it('shows the switch off at once', () => {
    expect(isOn({phase: 'removing'})).toBe(false);
    expect(statusText({phase: 'off'})).toMatch(/^Offline reading is off/);
  });

  it('keeps the choice the reader made and says why it failed', () => {
    const failed: Progress = {phase: 'failed', on: true, reason: 'storage is full'};
    expect(isOn(failed)).toBe(true);
    expect(isBusy(failed)).toBe(false);
    expect(statusText(failed)).toBe('Could not turn offline reading on: storage is full.');
  });
});
