/**
 * Stands in for theme-common's IntlUtils in the Preact bundle (see ../index.ts):
 * the same hooks, but the dates the theme prints in English are formatted
 * without Intl (why: ./englishDates.ts).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {englishDateFormat} from './englishDates';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const withCalendar = {calendar: useCalendar(), ...options};
  // The theme only calls format() on what this returns.
  return (englishDateFormat(currentLocale, withCalendar) as Intl.DateTimeFormat | undefined) ?? new Intl.DateTimeFormat(currentLocale, withCalendar);
}
