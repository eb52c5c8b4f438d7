/** The prefilled GitHub issue of the not-found page's "Report a broken link". */
import {issueUrl} from '../../docs-model/issues';

export interface BrokenLinkReport {
  /** The path asked for; null when unknown (no JavaScript). */
  requested: string | null;
  /** The page the reader came from (`document.referrer`); empty when none. */
  referrer: string | null;
}

/**
 * A URL or path without its query and fragment: the issue is public, and a
 * query can hold what the reader typed (a search, a token in a link).
 */
export const withoutQuery = (url: string): string => url.replace(/[?#].*$/s, '');

export function brokenLinkReportUrl(report: BrokenLinkReport): string {
  const requested = report.requested === null ? null : withoutQuery(report.requested);
  const referrer = report.referrer === null ? null : withoutQuery(report.referrer);
  const lines = [
    `Requested path: ${requested ?? '(the address in your browser)'}`,
    `Linked from: ${referrer === null ? '(the page with the link)' : referrer || '(none: typed, bookmarked or opened from another app)'}`,
    '',
    'What were you looking for?',
    '',
  ];
  return issueUrl(`Broken link: ${requested ?? 'a page that does not exist'}`, lines);
}
