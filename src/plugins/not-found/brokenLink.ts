/** The prefilled GitHub issue of the not-found page's "Report a broken link". */
import {issueUrl} from '../../docs-model/issues';

export interface BrokenLinkReport {
  /** The path asked for (with its query); null when unknown (no JavaScript). */
  requested: string | null;
  /** The page the reader came from (`document.referrer`); empty when none. */
  referrer: string | null;
}

export function brokenLinkReportUrl({requested, referrer}: BrokenLinkReport): string {
  const lines = [
    `Requested path: ${requested ?? '(the address in your browser)'}`,
    `Linked from: ${referrer === null ? '(the page with the link)' : referrer || '(none: typed, bookmarked or opened from another app)'}`,
    '',
    'What were you looking for?',
    '',
  ];
  return issueUrl(`Broken link: ${requested ?? 'a page that does not exist'}`, lines);
}
