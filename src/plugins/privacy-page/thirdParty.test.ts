import {describe, expect, it} from 'vitest';
import {THIRD_PARTIES} from '../../../config/host';
import {reasonsByHost} from './thirdParty';

describe('reasonsByHost', () => {
  it('lists a host once with every reason, not only the last one', () => {
    const sources = Object.values(THIRD_PARTIES.analytics.sources).flat();
    const tagHost = reasonsByHost(sources).find((s) => s.host === 'https://www.googletagmanager.com');
    expect(tagHost?.reasons).toEqual([
      'gtag.js, the measurement script',
      'the measurement configuration gtag.js fetches',
      'the same fallback on the tag host',
    ]);
    expect(new Set(reasonsByHost(sources).map((s) => s.host)).size).toBe(reasonsByHost(sources).length);
  });

  it('says a reason a host is given twice only once', () => {
    const twice = {host: 'https://a.example', why: 'the same thing'};
    expect(reasonsByHost([twice, twice])).toEqual([{host: 'https://a.example', reasons: ['the same thing']}]);
  });
});
