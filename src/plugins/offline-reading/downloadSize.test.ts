import {describe, expect, it} from 'vitest';
import {formatDownloadSize} from './downloadSize';

describe('formatDownloadSize', () => {
  it('says megabytes to one decimal, kilobytes below a megabyte', () => {
    expect(formatDownloadSize(1_491_466)).toBe('about 1.4\u00a0MB');
    expect(formatDownloadSize(3 * 1024 * 1024)).toBe('about 3.0\u00a0MB');
    expect(formatDownloadSize(200 * 1024)).toBe('about 200\u00a0KB');
    expect(formatDownloadSize(10)).toBe('about 1\u00a0KB');
  });

  it('says nothing for a size it cannot know', () => {
    expect(formatDownloadSize(0)).toBe('');
    expect(formatDownloadSize(Number.NaN)).toBe('');
  });
});
