import {describe, expect, it} from 'vitest';
import {privacyRequested} from './privacySignals';

describe('privacyRequested', () => {
  it('is true with Global Privacy Control', () => {
    expect(privacyRequested({globalPrivacyControl: true})).toBe(true);
  });

  it('is true with Do Not Track, in either place browsers put it', () => {
    expect(privacyRequested({doNotTrack: '1'})).toBe(true);
    expect(privacyRequested({doNotTrack: 'yes'})).toBe(true);
    expect(privacyRequested({}, {doNotTrack: '1'})).toBe(true);
  });

  it('is false when neither signal is on', () => {
    expect(privacyRequested({})).toBe(false);
    expect(privacyRequested({globalPrivacyControl: false, doNotTrack: '0'}, {doNotTrack: null})).toBe(false);
    expect(privacyRequested({doNotTrack: 'unspecified'})).toBe(false);
  });
});
