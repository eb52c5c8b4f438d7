/**
 * Matches the build-time highlighted lines to the code the theme shows. The
 * theme drops the lines that hold magic comments (`// highlight-next-line`…)
 * from the code it shows, so the shown lines are a subsequence of the source
 * lines: walk both in order. A line that cannot be matched shows as plain text.
 */
import {escapeHtml} from '../highlight';

export function linesToShow(sourceCode: string, sourceHtml: string | undefined, shownCode: string): string[] {
  const shown = shownCode.split('\n');
  if (sourceHtml === undefined) return shown.map(escapeHtml);
  const source = sourceCode.replace(/\n$/, '').split('\n');
  const html = sourceHtml.split('\n');
  if (html.length !== source.length) return shown.map(escapeHtml);
  let next = 0;
  return shown.map((line) => {
    let at = next;
    while (at < source.length && source[at] !== line) at++;
    if (at === source.length) return escapeHtml(line);
    next = at + 1;
    return html[at]!;
  });
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
