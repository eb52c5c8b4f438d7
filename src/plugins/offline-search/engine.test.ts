import {describe, expect, it} from 'vitest';
import {createSearchEngine, indexTokens} from './engine';
import {record} from './testRecords';

const records = [
  record({url: '/docs/server/middlewares', type: 'lvl1', hierarchy: {lvl1: 'Middlewares'}, content: 'Run code around procedures.'}),
  record({url: '/docs/server/middlewares#order', type: 'lvl2', hierarchy: {lvl1: 'Middlewares', lvl2: 'Middleware order'}}),
  record({url: '/docs/server/context', content: 'Every middleware sees the context you create.', hierarchy: {lvl1: 'Context'}}),
  record({url: '/docs/client/links/httpBatchLink', type: 'lvl1', hierarchy: {lvl1: 'httpBatchLink'}, content: 'Batches requests into one.'}),
  record({url: '/docs/v9/middlewares', type: 'lvl1', hierarchy: {lvl1: 'Middlewares'}, docusaurus_tag: 'docs-default-9.x'}),
  record({url: '/blog/post', content: 'A <script>alert("x")</script> middleware story', hierarchy: {lvl0: 'Blog', lvl1: 'Post'}, docusaurus_tag: 'default'}),
  ...Array.from({length: 30}, (_, i) => record({url: `/docs/page-${i}`, content: `Filler paragraph ${i} about procedures.`})),
];
const engine = createSearchEngine(records);
const urls = (r: {hits: {url: string}[]}) => r.hits.map((h) => h.url);

describe('indexTokens', () => {
  it('indexes camelCase words whole and in parts', () => {
    expect(indexTokens('use httpBatchLink, useQuery!')).toEqual(['use', 'httpBatchLink', 'http', 'Batch', 'Link', 'useQuery', 'use', 'Query']);
  });
});

describe('search engine', () => {
  it('ranks a page title above headings above text', () => {
    expect(urls(engine.search({query: 'middleware'})).slice(0, 3)).toEqual([
      '/docs/server/middlewares',
      '/docs/v9/middlewares',
      '/docs/server/middlewares#order',
    ]);
  });

  it('applies contextual facet filters', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']];
    expect(urls(engine.search({query: 'middleware', facetFilters: filters}))).toEqual(['/docs/v9/middlewares', '/blog/post']);
  });

  it('matches prefixes, camelCase parts and typos', () => {
    expect(urls(engine.search({query: 'middlew'}))[0]).toBe('/docs/server/middlewares');
    expect(urls(engine.search({query: 'batch'}))[0]).toBe('/docs/client/links/httpBatchLink');
    expect(urls(engine.search({query: 'middelware'}))).toContain('/docs/server/middlewares');
  });

  it('pages through results', () => {
    const first = engine.search({query: 'procedures', hitsPerPage: 10, page: 0});
    const third = engine.search({query: 'procedures', hitsPerPage: 10, page: 3});
    expect(first.nbHits).toBe(31);
    expect(first.nbPages).toBe(4);
    expect(first.hits).toHaveLength(10);
    expect(third.hits).toHaveLength(1);
    expect(new Set([...urls(first), ...urls(third)]).size).toBe(11);
  });

  it('highlights with the requested tags and escapes record text', () => {
    const hit = engine.search({query: 'story', highlightPreTag: '<em>', highlightPostTag: '</em>'}).hits[0]!;
    expect(hit._highlightResult.content?.value).toBe('A &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; middleware <em>story</em>');
    expect(hit._highlightResult.content?.matchLevel).toBe('full');
    expect(hit._highlightResult.hierarchy.lvl1?.matchLevel).toBe('none');
  });

  it('snippets content to the requested number of words', () => {
    const hit = engine.search({query: 'context', attributesToSnippet: ['content:4'], snippetEllipsisText: '…'}).hits.find((h) => h.url === '/docs/server/context')!;
    expect(hit._snippetResult.content?.value).toMatch(/^…?[^…]*<mark>context<\/mark>[^…]*…?$/);
  });

  it('treats a query with markup as text and an empty query as no results', () => {
    expect(engine.search({query: '<img src=x onerror=alert(1)>'}).hits.every((h) => !JSON.stringify(h._highlightResult).includes('<img'))).toBe(true);
    expect(engine.search({query: '   '}).nbHits).toBe(0);
  });

  it('falls back to any word when no record has every word', () => {
    expect(urls(engine.search({query: 'middleware zzzzqqq'}))).toContain('/docs/server/middlewares');
  });

  it('boosts records that contain the exact phrase', () => {
    expect(urls(engine.search({query: 'middleware story'}))[0]).toBe('/blog/post');
  });
});

describe('progressive indexing', () => {
  it('answers from titles and headings at once, and from text when ready', async () => {
    const progressive = createSearchEngine(records, {progressive: true});
    expect(urls(progressive.search({query: 'filler'}))).toEqual([]);
    expect(urls(progressive.search({query: 'middleware order'}))).toContain('/docs/server/middlewares#order');
    await progressive.ready;
    expect(progressive.search({query: 'filler'}).nbHits).toBe(30);
    expect(urls(progressive.search({query: 'middleware'}))).toEqual(urls(engine.search({query: 'middleware'})));
  });
});
