/** Small record sets for the unit tests of the engine and the client. */
import type {SearchRecord} from './recordShape';

export function record(
  over: Omit<Partial<SearchRecord>, 'hierarchy'> & {url: string; hierarchy?: Partial<SearchRecord['hierarchy']>},
): SearchRecord {
  const url = over.url;
  return {
    objectID: `${url}:${over.type ?? 'content'}:${over.content ?? ''}`,
    url_without_anchor: url.split('#')[0]!,
    anchor: url.split('#')[1] ?? null,
    type: 'content',
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {level: 0, position: 0},
    ...over,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: 'Page',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...over.hierarchy,
    },
  };
}
