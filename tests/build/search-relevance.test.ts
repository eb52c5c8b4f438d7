import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createSearchEngine} from '../../src/plugins/offline-search/engine';
import type {SearchRecord} from '../../src/plugins/offline-search/records';
import {CURRENT, V9} from '../search-relevance-cases';
import {BUILD_DIR} from './html';

const engineFor = (file: string) =>
  createSearchEngine(JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'search-index', file), 'utf8')) as SearchRecord[]);
const contextual = (version: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];

function topPages(engine: ReturnType<typeof engineFor>, query: string, version: string): string[] {
  const pages: string[] = [];
  for (const hit of engine.search({query, facetFilters: contextual(version), hitsPerPage: 50}).hits) {
    if (!pages.includes(hit.url_without_anchor)) pages.push(hit.url_without_anchor);
  }
  return pages.slice(0, 3);
}

describe('search relevance', () => {
  const current = engineFor('current.json');
  const v9 = engineFor('9.x.json');

  it.each(CURRENT)('10.x: "%s" finds %s in the top 3', (query, page) => {
    expect(topPages(current, query, 'current')).toContain(page);
  });

  it.each(V9)('9.x: "%s" finds %s in the top 3', (query, page) => {
    expect(topPages(v9, query, '9.x')).toContain(page);
  });

  it('keeps 9.x docs out of a 10.x search and the reverse', () => {
    const all10 = current.search({query: 'router', facetFilters: contextual('current'), hitsPerPage: 1000}).hits;
    expect(all10.some((h) => h.url.startsWith('/docs/v9'))).toBe(false);
    const all9 = v9.search({query: 'router', facetFilters: contextual('9.x'), hitsPerPage: 1000}).hits;
    expect(all9.every((h) => h.url.startsWith('/docs/v9') || !h.url.startsWith('/docs'))).toBe(true);
  });
});
