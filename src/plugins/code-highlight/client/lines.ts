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
