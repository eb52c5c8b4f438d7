import {describe, expect, it} from 'vitest';
import {words} from '../../src/search/concepts';
import {createSearchEngine, processTerm} from '../../src/search/engine';
import {VOCABULARY} from '../../src/search/vocabulary';
import {readSearchIndex} from './html';

const contextual = (version: string) => [
  'language:en',
  ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`],
];
const versionOf = (page: string) => (page.startsWith('/docs/v9') ? '9.x' : 'current');

/**
 * One test per vocabulary entry: the pages it names use at least one of the
 * words it adds (so the entry says what the docs say), and each reader word,
 * typed alone, brings one of those pages into the first five.
 */
describe('search vocabulary', () => {
  const records = {current: readSearchIndex('current.json'), '9.x': readSearchIndex('9.x.json')};
  const engines = {current: createSearchEngine(records.current), '9.x': createSearchEngine(records['9.x'])};
  const textOf = (page: string) =>
    new Set(
      records[versionOf(page)]
        .filter((r) => r.url_without_anchor === page)
        .flatMap((r) => words(`${Object.values(r.hierarchy).join(' ')} ${r.content ?? ''}`))
        .map(processTerm),
    );

  it.each(VOCABULARY.map((concept) => [concept.readerWords[0]!, concept] as const))('"%s"', (_, concept) => {
    for (const page of concept.reaches) {
      const text = textOf(page);
      expect(text.size, `${page} is in the index`).toBeGreaterThan(0);
      const meanings = concept.means.flatMap(words).map(processTerm);
      expect(
        meanings.some((m) => text.has(m) || [...text].some((t) => t.startsWith(m))),
        `${page} uses one of ${concept.means.join(', ')}`,
      ).toBe(true);
    }
    for (const typed of concept.readerWords) {
      const reached = (['current', '9.x'] as const).some((version) => {
        const pages = [
          ...new Set(
            engines[version]
              .search({query: typed, facetFilters: contextual(version), hitsPerPage: 50})
              .hits.map((h) => h.url_without_anchor),
          ),
        ].slice(0, 5);
        return concept.reaches.some((page) => pages.includes(page));
      });
      expect(reached, `"${typed}" reaches one of ${concept.reaches.join(', ')}`).toBe(true);
    }
  });
});
