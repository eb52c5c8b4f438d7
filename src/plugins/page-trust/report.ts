/**
 * The prefilled GitHub issues of "Report a problem with this page" and the
 * not-found page's "Report a broken link". Plain links: nothing is sent until
 * the reader submits the form on GitHub.
 */
export const NEW_ISSUE_URL = 'https://github.com/trpc/trpc/issues/new';
/** A selection longer than this is cut (GitHub's form takes URLs of about 8 KB). */
export const MAX_QUOTE = 600;

export interface ProblemReport {
  /** The page's title. */
  title: string;
  /** The page's absolute URL. */
  page: string;
  /** The docs version and the package version it documents: "10.x (@trpc/server 10.30.0)". */
  version: string;
  /** The heading the reader was under, with its link. */
  heading?: string;
  /** The text the reader selected. */
  quote?: string;
}

const issueUrl = (title: string, lines: string[]) =>
  `${NEW_ISSUE_URL}?${new URLSearchParams({title, body: lines.join('\n')})}`;

function quoted(text: string): string[] {
  const trimmed = text.trim();
  const cut = trimmed.length > MAX_QUOTE ? `${trimmed.slice(0, MAX_QUOTE)}…` : trimmed;
  return cut.split(/\r?\n/).map((line) => `> ${line}`.trimEnd());
}

export function problemReportUrl({title, page, version, heading, quote}: ProblemReport): string {
  const lines = [`Page: ${page}`, `Version: ${version}`];
  if (heading) lines.push(`Section: ${heading}`);
  if (quote?.trim()) lines.push('', 'Quoted text:', ...quoted(quote));
  lines.push('', 'What is wrong, and what should it say?', '');
  return issueUrl(`Docs: ${title}`, lines);
}

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
