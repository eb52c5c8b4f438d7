/**
 * Markdown or MDX syntax that a built page shows as text: what a reader sees
 * when a source line was not understood (an MDX 1 admonition title, a link or
 * bold in a JSX string, a comment outside braces). Code is left out: it shows
 * syntax on purpose.
 */
import {load} from 'cheerio';

export interface RawSyntax {
  kind: 'directive' | 'bold' | 'link' | 'comment';
  /** The text around it, for the failure message. */
  text: string;
}

/** Elements whose own text a reader reads as a line or a paragraph (and an admonition's title row). */
const BLOCKS =
  'p, li, dt, dd, td, th, h1, h2, h3, h4, h5, h6, summary, figcaption, blockquote, .theme-admonition > div';

/** What each kind of raw syntax looks like as text (also read by `npm run check`, scripts/check/syntax.ts). */
export const PATTERNS: [RawSyntax['kind'], RegExp][] = [
  // A directive line: `:::tip Title`, `:::`, `::::caution[Title]`.
  ['directive', /(^|\n)\s*:{3,}[a-z]*/],
  // `**bold**` the Markdown parser did not see.
  ['bold', /\*\*[^*\s](?:[^*]*[^*\s])?\*\*/],
  // `[text](url)` not made a link.
  ['link', /\[[^\]\n]+\]\((?:https?:\/\/|\/|#|\.{1,2}\/)[^)\s]*\)/],
  // An MDX comment, `{/* … */}`, shown as text.
  ['comment', /\{\s*\/\*[\s\S]*?\*\/\s*\}/],
];

/** The raw syntax shown in the article of a built page's HTML (`.theme-doc-markdown`, a blog post, else `<main>`). */
export function findRawSyntax(html: string): RawSyntax[] {
  const $ = load(html);
  const article = $('.theme-doc-markdown, #__blog-post-container').first();
  const root = article.length > 0 ? article : $('main').first();
  // Code blocks and inline code show syntax on purpose.
  root.find('pre, code, kbd, samp, script, style, svg, .hash-link').remove();
  const found: RawSyntax[] = [];
  const seen = new Set<string>();
  root.find(BLOCKS).each((_, el) => {
    // The element's own text: nested blocks are checked on their own.
    const copy = $(el).clone();
    copy.find(BLOCKS).remove();
    const text = copy.text();
    for (const [kind, pattern] of PATTERNS) {
      const match = pattern.exec(text);
      if (!match) continue;
      const excerpt = text
        .slice(Math.max(0, match.index - 20), match.index + match[0].length + 40)
        .replace(/\s+/g, ' ')
        .trim();
      const key = `${kind}:${excerpt}`;
      if (!seen.has(key)) found.push({kind, text: excerpt});
      seen.add(key);
    }
  });
  return found;
}
