/**
 * Formats the dates the theme prints (a post's date, an archive's days, a
 * page's last update) in English without Intl, as Intl would.
 *
 * Why: a page's first `Intl.DateTimeFormat` loads the locale's date data,
 * 15–30 ms on a desktop core and about four times that on a phone, inside
 * hydration. The site is written in English and prints dates in a handful of
 * shapes: those are formatted here, and anything else is left to Intl.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DateFormatter {
  format(date: Date): string;
}

const ENGLISH = new Set(['en', 'en-US']);
const SUPPORTED: Record<string, ReadonlyArray<string | undefined>> = {
  calendar: ['gregory', undefined],
  timeZone: ['UTC', undefined],
  day: ['numeric', undefined],
  month: ['long', 'short', undefined],
  year: ['numeric', undefined],
};

/** A formatter for these options, or undefined when only Intl can tell. */
export function englishDateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter | undefined {
  const entries = Object.entries(options).filter(([, value]) => value !== undefined);
  const supported = entries.every(([key, value]) => SUPPORTED[key]?.includes(value as string));
  const {day, month, year, timeZone} = options;
  // Without a month, Intl's shapes differ (a bare day, numeric dates): not ours.
  if (!ENGLISH.has(locale) || !supported || !month) return undefined;
  return {
    format(date) {
      const utc = timeZone === 'UTC';
      const monthIndex = utc ? date.getUTCMonth() : date.getMonth();
      const monthName = month === 'long' ? MONTHS[monthIndex]! : MONTHS[monthIndex]!.slice(0, 3);
      const dayPart = day ? ` ${utc ? date.getUTCDate() : date.getDate()}` : '';
      const yearPart = year ? `${day ? ',' : ''} ${utc ? date.getUTCFullYear() : date.getFullYear()}` : '';
      return monthName + dayPart + yearPart;
    },
  };
}
