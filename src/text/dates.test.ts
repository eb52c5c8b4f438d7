import {describe, expect, it} from 'vitest';
import {dayMonthYear} from './dates';

describe('a date as the site writes it', () => {
  it('is what Intl writes for British English, for every day of 2019–2030', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const at = new Date(t);
      expect(dayMonthYear(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate())).toBe(intl.format(at));
    }
  });

  it('refuses a month or day that does not exist', () => {
    expect(() => dayMonthYear(2026, 13, 1)).toThrow(/not a date/);
    expect(() => dayMonthYear(2026, 0, 1)).toThrow(/not a date/);
    expect(() => dayMonthYear(2026, 11, 0)).toThrow(/not a date/);
  });
});
