/**
 * Pages of one docs version may share a title: "Aborting Procedure Calls" is a
 * page of the Next.js, the React Query and the vanilla client sections, and
 * `wsLink` has a reference page in @trpc/client and one in @trpc/react-query.
 * The search modal shows a hit's section (lvl0) above it and the page's title,
 * so such hits looked the same. Their records get the sidebar categories that
 * tell them apart in lvl0 ("Client Usage › Next.js"); every record loses the
 * `trail` it kept for this, which the index does not ship.
 */
import type {SearchRecord} from './recordShape';

export const TRAIL_SEPARATOR = ' › ';

export function tellSameTitlesApart(records: readonly SearchRecord[]): SearchRecord[] {
  const pagesOfTitle = new Map<string, Set<string>>();
  for (const r of records) {
    if (r.type !== 'lvl1') continue;
    const key = JSON.stringify([r.docusaurus_tag, r.language, r.hierarchy.lvl1]);
    pagesOfTitle.set(key, (pagesOfTitle.get(key) ?? new Set()).add(r.url_without_anchor));
  }
  const shared = new Set([...pagesOfTitle.values()].filter((pages) => pages.size > 1).flatMap((pages) => [...pages]));
  return records.map(({trail, ...record}) =>
    trail && shared.has(record.url_without_anchor)
      ? {...record, hierarchy: {...record.hierarchy, lvl0: `${record.hierarchy.lvl0}${TRAIL_SEPARATOR}${trail}`}}
      : record,
  );
}
