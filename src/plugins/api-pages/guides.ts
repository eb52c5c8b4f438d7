/**
 * Which guide teaches an API symbol: the 10.x guide whose title names it, or
 * failing that, the one with a heading that names it (linked at that heading).
 * Names match as whole words, in their own case (`router` is not `Router`,
 * `initTRPC` is not `initTRPCOptions`). No guide names it: no link.
 */
import type {MarkdownHeading} from '../../remark/headings';

export interface Guide {
  title: string;
  permalink: string;
  headings: readonly MarkdownHeading[];
}
export interface GuideLink {
  /** What the link says: the guide's title, and the heading's when the link goes to one. */
  label: string;
  href: string;
}

const words = (text: string) => text.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);

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
