/**
 * A page's sections in its Markdown twin: each heading (## and deeper) with
 * the anchor it has on the site and where its section ends. The twin drops
 * custom heading ids (`{#url-too-long}`), so the anchors come from the search
 * index's heading records, matched by their text; a heading without one gets
 * the slug the site would give it.
 */

/** A heading as the search index records it: its text (plain) and its anchor on the page. */
export interface KnownHeading {
  text: string;
  anchor: string;
}

export interface Heading {
  depth: number;
  /** Its text as written in the twin (inline Markdown kept). */
  text: string;
  anchor: string;
  /** Where its line starts, and where its section ends: the next heading of the same or a higher level. */
  start: number;
  end: number;
}

interface RawHeading {
  depth: number;
  text: string;
  start: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** The ATX headings of a Markdown text outside fenced code, with the offset of each line. */
export function markdownHeadings(markdown: string): RawHeading[] {
  const headings: RawHeading[] = [];
  let fence: string | null = null;
  let start = 0;
  for (const line of markdown.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      // A fence closes with the same character, at least as many times, and nothing after.
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && !line.trim().slice(opener.length))
        fence = null;
    } else if (opener) fence = opener;
    else {
      const match = ATX.exec(line);
      if (match) headings.push({depth: match[1]!.length, text: match[2]!, start});
    }
    start += line.length + 1;
  }
  return headings;
}

/** A heading's text reduced to its letters and digits: the twin's `` `ssr: true` `` and the index's "ssr: true" meet. */
export const headingKey = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The slug the site gives a heading without a custom id (GitHub's rules: lower case, punctuation dropped, spaces to hyphens). */
export function slugOf(text: string): string {
  const plain = text
    .replace(/\]\([^)]*\)/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/[`*[\]]/g, '');
  return plain
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The sections of a twin: its headings below the title, each with its anchor
 * (the index's for the same text, in order, else its slug, made unique as
 * the site does) and the end of its section.
 */
export function sectionsOf(markdown: string, known: readonly KnownHeading[]): Heading[] {
  const queues = new Map<string, string[]>();
  for (const k of known) {
    const key = headingKey(k.text);
    queues.set(key, [...(queues.get(key) ?? []), k.anchor]);
  }
  const used = new Set<string>();
  const raw = markdownHeadings(markdown).filter((h) => h.depth > 1);
  return raw.map((h, i) => {
    let anchor = queues.get(headingKey(h.text))?.shift();
    if (!anchor) {
      const slug = slugOf(h.text);
      anchor = slug;
      for (let n = 1; used.has(anchor); n++) anchor = `${slug}-${n}`;
    }
    used.add(anchor);
    const next = raw.slice(i + 1).find((later) => later.depth <= h.depth);
    return {depth: h.depth, text: h.text, anchor, start: h.start, end: next?.start ?? markdown.length};
  });
}

/** The section a reader names: by its anchor (`#` and case aside), else by its heading's text. */
export function findSection(sections: readonly Heading[], wanted: string): Heading | undefined {
  const given = wanted.trim().replace(/^#/, '').toLowerCase();
  return (
    sections.find((s) => s.anchor.toLowerCase() === given) ??
    sections.find((s) => headingKey(s.text) === headingKey(given) && headingKey(given) !== '')
  );
}
