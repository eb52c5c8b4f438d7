/**
 * Content negotiation for the Markdown twins, as the host does it
 * (middleware.ts): a page whose twin exists answers `Accept: text/markdown`
 * with the twin, with the headers the twin's own URL gets (its `Link` names
 * the page as canonical, not the twin itself), and says `Vary: Accept` either
 * way, so that a cache keeps the two apart; a `.md` URL without a file gets a
 * Markdown 404. Every other answer passes through unchanged.
 */
import {CONTENT_TYPES} from '../../config/host';
import {MISSING_TWIN_TYPE, missingTwinMarkdown} from '../../src/plugins/markdown-twins/missingTwin';
import {prefersMarkdown} from '../../src/plugins/markdown-twins/negotiate';
import type {Answer} from './host';

/** The twin's file for a page's HTML file (`docs/server/routers.html` → `docs/server/routers.md`), or null. */
export const twinFileOf = (file: string) => (/\.html$/.test(file) ? file.replace(/\.html$/, '.md') : null);

export function negotiateMarkdown(
  answer: Answer,
  accept: string | undefined,
  exists: (file: string) => boolean,
  /** The headers the host sends with a twin's own URL (`docs/a.md`). */
  twinHeaders: (twin: string) => Record<string, string> = () => ({}),
): Answer {
  if (answer.status !== 200 || !('file' in answer) || !answer.file) return answer;
  const twin = twinFileOf(answer.file);
  if (!twin || !exists(twin)) return answer;
  if (!prefersMarkdown(accept)) return {...answer, headers: {...answer.headers, Vary: 'Accept'}};
  // The page's `Link` names the twin: said by the twin's answer, it would name itself.
  const pageHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([key]) => key !== 'Link'));
  return {
    ...answer,
    file: twin,
    headers: {...pageHeaders, ...twinHeaders(twin), 'Content-Type': CONTENT_TYPES['.md']!.type, Vary: 'Accept'},
  };
}

/**
 * A 404 for a `.md` path answers a short Markdown note, not the HTML 404 page
 * (which vercel.json's `.md` rule would label `text/markdown`), keeping the
 * host's other headers. `siteRoot` is the site's root URL, for the note.
 */
export function missingTwinAnswer(answer: Answer, pathname: string, siteRoot: string): Answer {
  if (answer.status !== 404 || !/\.md$/i.test(pathname)) return answer;
  return {
    status: 404,
    file: null,
    body: missingTwinMarkdown(pathname, siteRoot),
    headers: {...answer.headers, 'Content-Type': MISSING_TWIN_TYPE},
  };
}
