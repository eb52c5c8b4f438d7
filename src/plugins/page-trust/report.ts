/**
 * The prefilled GitHub issue of "Report a problem with this page" (the
 * not-found page's "Report a broken link" is src/plugins/not-found/brokenLink.ts,
 * apart, so that doc pages do not carry it; both fill in the form of
 * src/docs-model/issues.ts). Plain links: nothing is sent until the reader
 * submits the form on GitHub. Kept small: doc pages load it with the footer.
 */
import {issueUrl} from '../../docs-model/issues';

/** A selection longer than this is cut (GitHub's form takes URLs of about 8 KB). */
export const MAX_QUOTE = 600;

/**
 * The issue about a page: `facts` name it (its URL, its version), then the
 * heading the reader was under and the text they selected, quoted line by line.
 */
export function problemReportUrl(title: string, facts: string[], heading?: string, quote = ''): string {
  const text = quote.trim();
  return issueUrl(`Docs: ${title}`, [
    ...facts,
    ...(heading ? [`Section: ${heading}`] : []),
    ...(text
      ? [
          '',
          'Quoted text:',
          `> ${text.slice(0, MAX_QUOTE)}${text.length > MAX_QUOTE ? '…' : ''}`.replace(/\n/g, '\n> '),
        ]
      : []),
    '',
    'What is wrong, and what should it say?',
    '',
  ]);
}
