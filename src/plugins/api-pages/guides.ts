/**
 * Which guide teaches an API symbol: the 10.x guide whose title names it, or
 * failing that, the one with a heading that names it (linked at that heading).
 * Names match as whole words, in their own case (`router` is not `Router`,
 * `initTRPC` is not `initTRPCOptions`). No guide names it: no link.
 */
import {createSlugger} from '@docusaurus/utils';

export interface GuideHeading {
  text: string;
  id: string;
  depth: number;
}
export interface Guide {
  title: string;
  permalink: string;
  headings: readonly GuideHeading[];
}
export interface GuideLink {
  /** What the link says: the guide's title, and the heading's when the link goes to one. */
  label: string;
  href: string;
}

const words = (text: string) => text.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);

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
export function headingsOf(markdown: string): GuideHeading[] {
  const slugger = createSlugger();
  const headings: GuideHeading[] = [];
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

export function guideFor(symbol: string, guides: readonly Guide[]): GuideLink | null {
  const names = (text: string) => words(text).includes(symbol);
  const byTitle = guides.filter((g) => names(g.title)).sort((a, b) => words(a.title).length - words(b.title).length);
  if (byTitle[0]) return {label: byTitle[0].title, href: byTitle[0].permalink};
  const byHeading = guides
    .flatMap((guide) => guide.headings.filter((h) => names(h.text)).map((heading) => ({guide, heading})))
    .sort((a, b) => a.heading.depth - b.heading.depth || words(a.heading.text).length - words(b.heading.text).length);
  const best = byHeading[0];
  return best
    ? {label: `${best.guide.title}: ${best.heading.text}`, href: `${best.guide.permalink}#${best.heading.id}`}
    : null;
}

/** typedoc's page titles: `Function: createTRPCProxyClient()`, `Class: TRPCClientError<T>`. */
export function symbolOfTitle(title: string): string | null {
  return (
    /^(?:Class|Interface|Type Alias|Function|Variable|Enumeration|Namespace): ([\p{L}\p{N}_$]+)/u.exec(title)?.[1] ??
    null
  );
}
