/**
 * Where readers report a problem: a new issue on tRPC's repository, its form
 * titled and filled in by a plain link (page-trust's "Report a problem with
 * this page", the not-found page's "Report a broken link").
 */
export const NEW_ISSUE_URL = 'https://github.com/trpc/trpc/issues/new';

/** A new issue's form, titled and filled in. */
export const issueUrl = (title: string, lines: string[]) =>
  `${NEW_ISSUE_URL}?${new URLSearchParams({title, body: lines.join('\n')})}`;
