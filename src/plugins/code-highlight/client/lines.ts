/**
 * Matches the build-time highlighted lines to the code the theme shows. The
 * theme drops the lines that hold magic comments (`// highlight-next-line`…)
 * from the code it shows, so the shown lines are a subsequence of the source
 * lines: walk both in order. A line that cannot be matched shows as plain text.
 */
import {escapeHtml} from '../../../text/html';

export function linesToShow(sourceCode: string, sourceHtml: string | undefined, shownCode: string): string[] {
  const shown = shownCode.split('\n');
  if (sourceHtml === undefined) return shown.map(escapeHtml);
  const html = sourceHtml.split('\n');
  if (html.length !== sourceLines(sourceCode).length) return shown.map(escapeHtml);
  return sourceLineOfShown(sourceCode, shownCode).map((at, i) => (at === -1 ? escapeHtml(shown[i]!) : html[at]!));
}

const sourceLines = (sourceCode: string) => sourceCode.replace(/\n$/, '').split('\n');

/** For each shown line, the index of its source line, or -1 when it cannot be matched. */
export function sourceLineOfShown(sourceCode: string, shownCode: string): number[] {
  const source = sourceLines(sourceCode);
  let next = 0;
  return shownCode.split('\n').map((line) => {
    let at = next;
    while (at < source.length && source[at] !== line) at++;
    if (at === source.length) return -1;
    next = at + 1;
    return at;
  });
}

/**
 * The annotations (src/plugins/code-highlight/queries.ts) to draw under each
 * shown line: theirs are counted in source lines, which the theme's magic
 * comments may have thinned out.
 */
export function annotationsByShownLine<T extends {line: number}>(
  sourceCode: string,
  shownCode: string,
  annotations: readonly T[],
): T[][] {
  const lines = sourceLineOfShown(sourceCode, shownCode);
  return lines.map((at) => (at === -1 ? [] : annotations.filter((a) => a.line === at)));
}

/**
 * Lines shown as text in a <pre>, each ended by a newline. A newline that ends
 * the text draws no line of its own, so the last line needs none, unless it is
 * empty: then it needs one to keep its height.
 */
export function plainLinesHtml(lines: readonly string[]): string {
  const text = lines.join('\n');
  return lines[lines.length - 1] === '' ? `${text}\n` : text;
}
