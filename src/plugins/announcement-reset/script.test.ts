import {describe, expect, it} from 'vitest';
import {announcementResetScript, DISMISS_KEY, ID_KEY} from './script';

function run(id: string, stored: Record<string, string>): Record<string, string> {
  const store = {...stored};
  const localStorage = {
    getItem: (k: string) => store[k] ?? null,
    setItem: (k: string, v: string) => {
      store[k] = v;
    },
  };
  new Function('localStorage', announcementResetScript(id))(localStorage);
  return store;
}

describe('announcementResetScript', () => {
  it('clears a dismissal of another announcement', () => {
    expect(run('v10', {[ID_KEY]: 'v9', [DISMISS_KEY]: 'true'})[DISMISS_KEY]).toBe('false');
  });

  it('keeps the dismissal of this announcement', () => {
    expect(run('v10', {[ID_KEY]: 'v10', [DISMISS_KEY]: 'true'})[DISMISS_KEY]).toBe('true');
  });

  it('survives storage that throws and ids with quotes', () => {
    expect(() => new Function('localStorage', announcementResetScript('a"b'))(null)).not.toThrow();
    expect(run('a"b', {[ID_KEY]: 'a"b', [DISMISS_KEY]: 'true'})[DISMISS_KEY]).toBe('true');
  });
});
