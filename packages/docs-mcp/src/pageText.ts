/**
 * What get_page answers: a page's twin, or one of its sections, from an
 * offset and within a budget of characters, with a last line saying how to
 * read the rest when it was cut.
 */
import {cutToBudget} from './budget';
import {DocsError} from './errors';
import {findSection, sectionsOf, type Heading, type KnownHeading} from './sections';

export interface PageRequest {
  /** A heading's anchor (`ssr-options`, `#ssr-options`) or its text. */
  section?: string;
  /** The most characters to return (the closing note aside). */
  maxChars?: number;
  /** Where to start in the page, or in the section: the offset a cut answer gave. */
  offset?: number;
}

const anchorList = (sections: readonly Heading[]) => sections.map((s) => s.anchor).join(', ');

/** The part of a page's twin a request asks for. `path` names the page in messages. */
export function pageText(markdown: string, known: readonly KnownHeading[], request: PageRequest, path: string): string {
  const sections = sectionsOf(markdown, known);
  const scope = request.section ? sectionScope(markdown, sections, request.section, path) : {text: markdown, sections};
  const offset = request.offset ?? 0;
  if (offset > 0 && offset >= scope.text.length)
    throw new DocsError(
      `Offset ${offset} is past the end: the text asked for is ${scope.text.length} characters long.`,
    );
  if (request.maxChars === undefined) return scope.text.slice(offset);
  const piece = cutToBudget(scope.text, request.maxChars, offset);
  if (piece.next === null) return piece.text;
  return `${piece.text}\n\n${restNote(scope.text.length, offset, piece.next, request, scope.sections)}`;
}

/** A section's text (heading included) and its own subsections, at offsets within it. */
function sectionScope(markdown: string, sections: readonly Heading[], wanted: string, path: string) {
  const found = findSection(sections, wanted);
  if (!found) {
    throw new DocsError(
      sections.length === 0
        ? `${path} has no sections: read it without "section".`
        : `No section "${wanted}" on ${path}. Its sections: ${anchorList(sections)}.`,
    );
  }
  const inner = sections
    .filter((s) => s.start >= found.start && s.start < found.end)
    .map((s) => ({...s, start: s.start - found.start, end: Math.min(s.end, found.end) - found.start}));
  return {text: `${markdown.slice(found.start, found.end).trimEnd()}\n`, sections: inner};
}

/** The closing note of a cut answer: what it holds, and the two ways to the rest. */
export function restNote(
  total: number,
  offset: number,
  next: number,
  request: PageRequest,
  sections: readonly Heading[],
): string {
  const same = request.section ? 'the same url, section and maxChars' : 'the same url and maxChars';
  const later = sections.filter((s) => s.start >= next);
  const bySection =
    later.length > 0 ? `, or one section at a time with section set to one of: ${anchorList(later)}` : '';
  return `[Cut to maxChars ${request.maxChars}: characters ${offset} to ${next} of ${total}. For the rest, call get_page with offset ${next} and ${same}${bySection}.]`;
}
