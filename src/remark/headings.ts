/**
 * The headings of a page's Markdown, with the ids Docusaurus gives them: the
 * API pages link a symbol to the guide heading that names it
 * (src/plugins/api-pages), and the migration guide's entries point at its
 * headings (src/plugins/migration-guide).
 */
import {createSlugger} from '@docusaurus/utils';

export interface MarkdownHeading {
  text: string;
  id: string;
  depth: number;
}

/** A heading's Markdown as the text Docusaurus shows and slugs: no code marks, links, emphasis or `{#id}`. */
function headingText(markdown: string): string {
  return markdown
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*{1,2}|_{1,2})(\S[^*_]*?)\1/g, '$2')
    .trim();
}

/** The second- and third-level headings of a page's Markdown, with the ids Docusaurus gives them; code blocks skipped. */
export function headingsOf(markdown: string): MarkdownHeading[] {
  const slugger = createSlugger();
  const headings: MarkdownHeading[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = headingText(heading[2]!);
    const explicit = /\{#([^}]+)\}\s*$/.exec(heading[2]!)?.[1];
    const slug = slugger.slug(text);
    headings.push({text, id: explicit ?? slug, depth: heading[1]!.length});
  }
  return headings.filter((h) => h.depth <= 3);
}
