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
] as const;

/**
 * `26 November 2026`: how the site writes a date (day, month in full, year),
 * the same on the server and in every reader's browser and time zone, and
 * without Intl, whose first use on a page costs a long task
 * (src/plugins/page-trust's LastUpdated). `month` counts from 1.
 */
export function dayMonthYear(year: number, month: number, day: number): string {
  const name = MONTHS[month - 1];
  if (!name || !Number.isInteger(day) || day < 1 || day > 31) throw new Error(`not a date: ${year}-${month}-${day}`);
  return `${day} ${name} ${year}`;
}
