/**
 * HTML's escapes of text, both ways: build-time highlighting escapes the code it
 * writes into code blocks (src/plugins/code-highlight), and the code block (the
 * code it copies) and the migration guide's diffs read the code back. Pure: the
 * browser imports it too.
 */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));
/** The code that highlighted HTML shows: its spans dropped, `escapeHtml` undone. */
export const textOfHtml = (html: string): string =>
  html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot);/g, (e) => UNESCAPES[e]!);
