import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createSettledAnnouncer, SETTLE_MS} from './settledAnnouncer';

describe('the search modal status region', () => {
  let said: string[];
  const region = () => said.at(-1) ?? '';
  beforeEach(() => {
    vi.useFakeTimers();
    said = [];
  });
  afterEach(() => vi.useRealTimers());

  it('says the count once the reader has stopped typing, not each keystroke’s', () => {
    const announcer = createSettledAnnouncer((text) => said.push(text));
    // "router" typed key by key, 40 ms apart, each keystroke's search answering at once.
    const counts = ['809 results', '95 results', '40 results', '31 results', '30 results', '12 results'];
    for (const [i, count] of counts.entries()) {
      announcer.update('router'.slice(0, i + 1), count);
      vi.advanceTimersByTime(40);
    }
    expect(said.filter(Boolean)).toEqual([]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(said.filter(Boolean)).toEqual(['12 results']);
    // Nothing more is said while nothing changes.
    announcer.update('router', '12 results');
    vi.advanceTimersByTime(5 * SETTLE_MS);
    expect(said.filter(Boolean)).toEqual(['12 results']);
  });

  it('waits for the delay after the last change, and empties the region at each change', () => {
    const announcer = createSettledAnnouncer((text) => said.push(text), 500);
    announcer.update('ro', '95 results');
    vi.advanceTimersByTime(499);
    expect(region()).toBe('');
    announcer.update('rou', '40 results');
    vi.advanceTimersByTime(499);
    expect(region()).toBe('');
    vi.advanceTimersByTime(1);
    expect(region()).toBe('40 results');
    announcer.update('rout', '31 results');
    expect(region()).toBe('');
    vi.advanceTimersByTime(500);
    expect(region()).toBe('31 results');
  });

  it('says the same count again for a new query, emptied in between so a screen reader reads it', () => {
    const announcer = createSettledAnnouncer((text) => said.push(text));
    announcer.update('route', '12 results');
    vi.advanceTimersByTime(SETTLE_MS);
    announcer.update('router', '12 results');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(said).toEqual(['12 results', '', '12 results']);
  });

  it('a search still on its way ("Loading…") is said once it has lasted the delay, then its count', () => {
    const announcer = createSettledAnnouncer((text) => said.push(text));
    announcer.update('router', 'Loading the search index…');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(region()).toBe('Loading the search index…');
    announcer.update('router', '12 results');
    expect(region()).toBe('');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(region()).toBe('12 results');
  });

  it('clear() empties the region at once and drops what was about to be said (the modal reopens)', () => {
    const announcer = createSettledAnnouncer((text) => said.push(text));
    announcer.update('router', '12 results');
    vi.advanceTimersByTime(SETTLE_MS);
    announcer.update('routers', '3 results');
    announcer.clear();
    vi.advanceTimersByTime(5 * SETTLE_MS);
    expect(region()).toBe('');
    expect(said.filter(Boolean)).toEqual(['12 results']);
  });

  it('an emptied query empties the region and says nothing', () => {
    const announcer = createSettledAnnouncer((text) => said.push(text));
    announcer.update('router', '12 results');
    vi.advanceTimersByTime(SETTLE_MS);
    announcer.update('', '');
    vi.advanceTimersByTime(5 * SETTLE_MS);
    expect(said).toEqual(['12 results', '']);
  });
});
