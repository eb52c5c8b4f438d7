import {describe, expect, it} from 'vitest';
import {englishDateFormat} from './englishDates';

/** Every month, days at both ends, years of both centuries, and an hour that is another day outside UTC. */
const DATES = Array.from({length: 12}, (_, month) => [
  new Date(Date.UTC(2022, month, 1)),
  new Date(Date.UTC(1999, month, 28, 23, 30)),
]).flat();

const SHAPES: Intl.DateTimeFormatOptions[] = ['long', 'short'].flatMap((month) => [
  {day: 'numeric', month, year: 'numeric'},
  {day: 'numeric', month},
  {month, year: 'numeric'},
  {month},
] as Intl.DateTimeFormatOptions[]);

describe('English dates without Intl', () => {
  it.each(SHAPES)('print as Intl does: %o', (shape) => {
    for (const locale of ['en', 'en-US']) {
      for (const timeZone of ['UTC', undefined]) {
        const options = {calendar: 'gregory', timeZone, ...shape};
        const ours = englishDateFormat(locale, options)!;
        const intl = new Intl.DateTimeFormat(locale, options);
        for (const date of DATES) expect(ours.format(date)).toBe(intl.format(date));
      }
    }
  });

  it('leave other locales, calendars and shapes to Intl', () => {
    expect(englishDateFormat('en-GB', {month: 'long'})).toBeUndefined();
    expect(englishDateFormat('fr', {month: 'long'})).toBeUndefined();
    expect(englishDateFormat('en', {month: 'long', calendar: 'japanese'})).toBeUndefined();
    expect(englishDateFormat('en', {month: 'long', timeZone: 'Europe/Paris'})).toBeUndefined();
    expect(englishDateFormat('en', {month: 'numeric', day: 'numeric'})).toBeUndefined();
    expect(englishDateFormat('en', {day: 'numeric', year: 'numeric'})).toBeUndefined();
    expect(englishDateFormat('en', {month: 'long', weekday: 'long'})).toBeUndefined();
    expect(englishDateFormat('en', {})).toBeUndefined();
  });
});
