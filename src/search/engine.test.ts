import {describe, expect, it} from 'vitest';
import {LEVELS} from './recordShape';
import {
  MAX_QUERY_LENGTH,
  createSearchEngine,
  indexTokens,
  isRelatedLinks,
  lazilyOrdered,
  processTerm,
  queryTokens,
  symbolFamily,
} from './engine';
import {record} from './testRecords';

const records = [
  record({
    url: '/docs/server/middlewares',
    type: 'lvl1',
    hierarchy: {lvl1: 'Middlewares'},
    content: 'Run code around procedures.',
  }),
  record({
    url: '/docs/server/middlewares#order',
    type: 'lvl2',
    hierarchy: {lvl1: 'Middlewares', lvl2: 'Middleware order'},
  }),
  record({
    url: '/docs/server/context',
    content: 'Every middleware sees the context you create.',
    hierarchy: {lvl1: 'Context'},
  }),
  record({
    url: '/docs/client/links/httpBatchLink',
    type: 'lvl1',
    hierarchy: {lvl1: 'httpBatchLink'},
    content: 'Batches requests into one.',
  }),
  record({
    url: '/docs/v9/middlewares',
    type: 'lvl1',
    hierarchy: {lvl1: 'Middlewares'},
    docusaurus_tag: 'docs-default-9.x',
  }),
  record({
    url: '/blog/post',
    content: 'A <script>alert("x")</script> middleware story',
    hierarchy: {lvl0: 'Blog', lvl1: 'Post'},
    docusaurus_tag: 'default',
  }),
  ...Array.from({length: 30}, (_, i) =>
    record({url: `/docs/page-${i}`, content: `Filler paragraph ${i} about procedures.`}),
  ),
];
const engine = createSearchEngine(records);
const urls = (r: {hits: {url: string}[]}) => r.hits.map((h) => h.url);

describe('indexTokens', () => {
  it('indexes camelCase words whole and in parts', () => {
    expect(indexTokens('use httpBatchLink, useQuery!')).toEqual([
      'use',
      'httpBatchLink',
      'http',
      'Batch',
      'Link',
      'useQuery',
      'use',
      'Query',
    ]);
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
    expect(urls(engine.search({query: 'middleware', facetFilters: filters}))).toEqual([
      '/docs/v9/middlewares',
      '/blog/post',
    ]);
  });

  it('matches prefixes, camelCase parts and typos', () => {
    expect(urls(engine.search({query: 'middlew'}))[0]).toBe('/docs/server/middlewares');
    expect(urls(engine.search({query: 'batch'}))[0]).toBe('/docs/client/links/httpBatchLink');
    expect(urls(engine.search({query: 'middelware'}))).toContain('/docs/server/middlewares');
  });

  it('looks for typos only of a word the index does not hold as typed', () => {
    const routers = createSearchEngine([
      record({url: '/docs/server/routers', type: 'lvl1', hierarchy: {lvl1: 'Routers'}, content: 'Define a router.'}),
      record({url: '/docs/typedoc/TRouter', type: 'lvl1', hierarchy: {lvl1: 'Type: TRouter'}, content: 'TRouter.'}),
    ]);
    expect(urls(routers.search({query: 'router'}))).toEqual(['/docs/server/routers']);
    // "routr" is no word of the index: a typo of "router".
    expect(urls(routers.search({query: 'routr'}))).toContain('/docs/server/routers');
  });

  it('finds a rare camelCase name by its parts only in records that hold every part', () => {
    const parts = createSearchEngine([
      ...Array.from({length: 5}, (_, i) => record({url: `/docs/common-${i}`, content: `create a server ${i}`})),
      record({url: '/docs/whole', content: 'Call createServerSideHelpers once.'}),
      record({url: '/docs/parts', content: 'Create the server side helpers first.'}),
      record({url: '/docs/some-parts', content: 'Side helpers alone.'}),
    ]);
    expect(urls(parts.search({query: 'createServerSideHelpers'})).sort()).toEqual(['/docs/parts', '/docs/whole']);
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
    expect(hit._highlightResult.content?.value).toBe(
      'A &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; middleware <em>story</em>',
    );
    expect(hit._highlightResult.content?.matchLevel).toBe('full');
    expect(hit._highlightResult.hierarchy.lvl1?.matchLevel).toBe('none');
  });

  it('snippets content to the requested number of words', () => {
    const hit = engine
      .search({query: 'context', attributesToSnippet: ['content:4'], snippetEllipsisText: '…'})
      .hits.find((h) => h.url === '/docs/server/context')!;
    expect(hit._snippetResult.content?.value).toMatch(/^…?[^…]*<mark>context<\/mark>[^…]*…?$/);
  });

  it('treats a query with markup as text and an empty query as no results', () => {
    expect(
      engine
        .search({query: '<img src=x onerror=alert(1)>'})
        .hits.every((h) => !JSON.stringify(h._highlightResult).includes('<img')),
    ).toBe(true);
    expect(engine.search({query: '   '}).nbHits).toBe(0);
  });

  it('falls back to any word when no record has every word', () => {
    expect(urls(engine.search({query: 'middleware zzzzqqq'}))).toContain('/docs/server/middlewares');
  });

  it('boosts records that contain the exact phrase', () => {
    expect(urls(engine.search({query: 'middleware story'}))[0]).toBe('/blog/post');
  });
});

describe('what a hit shows', () => {
  const hostile = createSearchEngine([
    record({
      url: '/__e2e/xss',
      type: 'lvl1',
      hierarchy: {lvl0: "Reader's <b>section</b>", lvl1: '<img src=x onerror="window.__xss=1">'},
      content: 'An onerror <script>x()</script> probe & more',
    }),
    record({
      url: '/__e2e/xss#h',
      type: 'lvl2',
      hierarchy: {lvl1: '<img src=x onerror="window.__xss=1">', lvl2: 'TRPCClientError<TRouterOrProcedure> onerror'},
    }),
  ]);
  /** Every string of a hit that DocSearch or the search page renders as HTML. */
  const shown = (hit: ReturnType<typeof hostile.search>['hits'][number]) =>
    [
      ...LEVELS.map((l) => hit.hierarchy[l]),
      hit.content,
      ...Object.values(hit._highlightResult.hierarchy).map((v) => v.value),
      hit._highlightResult.content?.value,
      ...Object.values(hit._snippetResult.hierarchy).map((v) => v.value),
      hit._snippetResult.content?.value,
    ].filter((v): v is string => !!v);

  it('is escaped HTML in every level, the content, the highlights and the snippets, with only our <mark> added', () => {
    const {hits} = hostile.search({query: 'onerror', attributesToSnippet: ['content:5']});
    expect(hits).toHaveLength(2);
    for (const hit of hits) {
      for (const html of shown(hit)) expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"]/);
    }
    const [page, heading] = hits.map((h) => (h.type === 'lvl1' ? 'page' : 'heading'));
    expect([page, heading].sort()).toEqual(['heading', 'page']);
    const lvl1 = hits.find((h) => h.type === 'lvl1')!;
    expect(lvl1.hierarchy.lvl1).toBe('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');
    expect(lvl1._snippetResult.hierarchy.lvl1?.value).toBe(
      '&lt;img src=x <mark>onerror</mark>=&quot;window.__xss=1&quot;&gt;',
    );
    expect(lvl1.hierarchy.lvl0).toBe('Reader&#039;s &lt;b&gt;section&lt;/b&gt;');
    expect(lvl1.content).toBe('An onerror &lt;script&gt;x()&lt;/script&gt; probe &amp; more');
    const lvl2 = hits.find((h) => h.type === 'lvl2')!;
    expect(lvl2._snippetResult.hierarchy.lvl2?.value).toBe(
      'TRPCClientError&lt;TRouterOrProcedure&gt; <mark>onerror</mark>',
    );
  });

  it('holds no markup from a query either', () => {
    for (const hit of hostile.search({query: '<b onmouseover=x>onerror</b>'}).hits) {
      for (const html of shown(hit)) expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"]/);
    }
  });
});

describe('queries', () => {
  it(`are cut to ${MAX_QUERY_LENGTH} characters before they are searched`, () => {
    const long = `middleware ${'x'.repeat(6000)}`;
    const response = engine.search({query: long});
    expect(response.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(urls(response)).toContain('/docs/server/middlewares');
  });

  it('drop the words a question is phrased with, unless nothing else is left', () => {
    expect(queryTokens('how do I add a middleware')).toEqual(['add', 'middleware']);
    expect(queryTokens('what is it')).toEqual(['what', 'is', 'it']);
  });

  it('meet the other forms of a word', () => {
    expect(processTerm('Caching')).toBe(processTerm('cache'));
    expect(processTerm('middlewares')).toBe(processTerm('Middleware'));
    expect(processTerm('string')).toBe('string');
  });
});

describe('ranking of the API reference', () => {
  const ref = (kind: string, name: string, content = `${name} options.`) =>
    record({
      url: `/docs/typedoc/client/${kind}/${name}`,
      type: 'lvl1',
      hierarchy: {lvl0: 'API Reference', lvl1: `${kind === 'interfaces' ? 'Interface' : 'Variable'}: ${name}`},
      content,
    });
  const mixed = createSearchEngine([
    ref('interfaces', 'HTTPLinkOptions'),
    ref('interfaces', 'HTTPBatchLinkOptions'),
    ref('interfaces', 'HTTPBatchStreamLinkOptions'),
    ref('variables', 'httpBatchLink', 'httpBatchLink batches link calls.'),
    record({
      url: '/docs/client/links/httpBatchLink',
      type: 'lvl1',
      hierarchy: {lvl1: 'httpBatchLink'},
      content: 'Batch link calls into one request.',
    }),
    record({
      url: '/docs/client/links/httpBatchLink#options',
      type: 'lvl2',
      hierarchy: {lvl1: 'httpBatchLink', lvl2: 'Options'},
    }),
    record({
      url: '/docs/client/links',
      content: 'Every link takes options; the batch link merges calls.',
      hierarchy: {lvl1: 'Links'},
    }),
  ]);
  const pages = (query: string) => [...new Set(urls(mixed.search({query})).map((u) => u.split('#')[0]!))];

  it('puts guides above reference pages', () => {
    const ranked = pages('batch link');
    expect(ranked.slice(0, 2).sort()).toEqual(['/docs/client/links', '/docs/client/links/httpBatchLink']);
    expect(pages('options')[0]).toBe('/docs/client/links/httpBatchLink');
  });

  it('lets the exact name of a symbol put its reference page first, with the guide beside it', () => {
    expect(pages('httpBatchLink').slice(0, 2).sort()).toEqual([
      '/docs/client/links/httpBatchLink',
      '/docs/typedoc/client/variables/httpBatchLink',
    ]);
    expect(pages('HTTPBatchLinkOptions')[0]).toBe('/docs/typedoc/client/interfaces/HTTPBatchLinkOptions');
  });

  it('puts the guide about what kind of thing an exactly named symbol is before others that mention it', () => {
    const errors = createSearchEngine([
      record({
        url: '/docs/typedoc/client/classes/TRPCClientError',
        type: 'lvl1',
        hierarchy: {lvl1: 'Class: TRPCClientError<T>'},
        content: 'TRPCClientError',
      }),
      record({url: '/docs/infer-types#errors', content: 'A TRPCClientError.', hierarchy: {lvl1: 'Inferring Types'}}),
      record({
        url: '/docs/error-handling#client',
        content: 'On the client, calls reject with a TRPCClientError.',
        hierarchy: {lvl1: 'Error handling'},
      }),
    ]);
    const ranked = urls(errors.search({query: 'TRPCClientError'}));
    expect(ranked.indexOf('/docs/error-handling#client')).toBeLessThan(ranked.indexOf('/docs/infer-types#errors'));
    // Without the exact name, the shorter text still wins.
    const partial = urls(errors.search({query: 'TRPCClientErr'}));
    expect(partial.indexOf('/docs/infer-types#errors')).toBeLessThan(partial.indexOf('/docs/error-handling#client'));
  });

  it('pages through the reordered results: page by page is the same order as one long page', () => {
    for (const query of ['options', 'link', 'batch link']) {
      const whole = urls(mixed.search({query, hitsPerPage: 20}));
      const byPage = [0, 1, 2, 3, 4, 5].flatMap((page) => urls(mixed.search({query, hitsPerPage: 2, page})));
      expect(byPage, query).toEqual(whole);
      expect(whole.length, query).toBeGreaterThan(2);
    }
  });

  it('shows one reference page of a family before every other result', () => {
    const ranked = pages('options');
    const family = ranked.filter((u) => /LinkOptions$/.test(u));
    expect(family).toHaveLength(3);
    expect(ranked.indexOf(family[1]!)).toBeGreaterThan(ranked.indexOf('/docs/typedoc/client/variables/httpBatchLink'));
    expect(symbolFamily('HTTPLinkOptions')).toBe(symbolFamily('HttpBatchStreamLinkOptions'));
    expect(symbolFamily('createTRPCProxyClient')).toBe(symbolFamily('CreateTRPCProxyClient'));
    expect(symbolFamily('createTRPCReact')).not.toBe(symbolFamily('createTRPCNext'));
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

  it('indexes body text only once the body has come, and then answers as the whole index does', async () => {
    // An index's head: its body-text records without their text, filled in when the body arrives.
    const head = records.map((r) => ({...r, content: r.type === 'content' ? null : r.content}));
    let deliver = () => {};
    const body = new Promise<void>((resolve) => (deliver = resolve)).then(() =>
      head.forEach((r, i) => (r.content = records[i]!.content)),
    );
    const split = createSearchEngine(head, {progressive: true, body});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(split.search({query: 'filler'}).nbHits).toBe(0);
    expect(split.search({query: 'filler'}).exhaustiveNbHits).toBe(false);
    expect(urls(split.search({query: 'middleware order'}))).toContain('/docs/server/middlewares#order');
    deliver();
    await split.ready;
    expect(split.search({query: 'filler'}).nbHits).toBe(30);
    // The same answers, to the timing.
    const answer = (e: typeof engine, query: string) => ({...e.search({query}), processingTimeMS: 0});
    for (const query of ['middleware', 'filler text', 'how do I order middlewares'])
      expect(answer(split, query), query).toEqual(answer(engine, query));
  });

  it('keeps answering from titles and headings when the body fails, and says the index is not whole', async () => {
    const split = createSearchEngine(records, {progressive: true, body: Promise.reject(new Error('offline'))});
    await expect(split.ready).rejects.toThrow('offline');
    expect(split.search({query: 'filler'}).nbHits).toBe(0);
    expect(split.search({query: 'middleware'}).exhaustiveNbHits).toBe(false);
    expect(urls(split.search({query: 'middleware order'}))).toContain('/docs/server/middlewares#order');
  });
});

describe('"See also" lines', () => {
  const related = [
    record({
      url: '/docs/client/react/useQuery#options',
      type: 'content',
      hierarchy: {lvl1: 'Queries', lvl2: 'Options'},
      content: 'Pass options to useQuery as its second argument.',
    }),
    record({
      url: '/docs/client/react/useMutation#see-also',
      type: 'content',
      hierarchy: {lvl1: 'Mutations', lvl2: 'See also'},
      content: 'useQuery: read data with useQuery, the useQuery hook.',
    }),
    record({
      url: '/docs/client/react/useMutation#related',
      type: 'content',
      hierarchy: {lvl1: 'Mutations', lvl2: 'Related pages'},
      content: 'useQuery options and useQuery errors',
    }),
    ...Array.from({length: 5}, (_, i) => record({url: `/docs/other-${i}`, content: `Unrelated text ${i}.`})),
  ];
  const relatedEngine = createSearchEngine(related);

  it('rank below the sections of the page the query is about', () => {
    expect(urls(relatedEngine.search({query: 'useQuery'}))[0]).toBe('/docs/client/react/useQuery#options');
    expect(urls(relatedEngine.search({query: 'useQuery options'}))[0]).toBe('/docs/client/react/useQuery#options');
  });

  it('are still found', () => {
    expect(urls(relatedEngine.search({query: 'useQuery'}))).toContain('/docs/client/react/useMutation#see-also');
  });

  it('are told by their section heading', () => {
    expect(isRelatedLinks(related[1]!)).toBe(true);
    expect(isRelatedLinks(related[2]!)).toBe(true);
    expect(isRelatedLinks(related[0]!)).toBe(false);
    expect(isRelatedLinks(record({url: '/x', type: 'lvl3', hierarchy: {lvl2: 'Usage', lvl3: 'See also'}}))).toBe(true);
  });
});

describe('suggest ("did you mean")', () => {
  const engine = createSearchEngine([
    record({url: '/docs/middleware', type: 'lvl1', hierarchy: {lvl1: 'Middleware'}}),
    record({url: '/docs/bidding', type: 'lvl1', hierarchy: {lvl1: 'Bidder'}}),
    record({url: '/docs/middleware', content: 'Sometimes a middleware runs twice.', hierarchy: {lvl1: 'Middleware'}}),
    record({url: '/docs/queries', type: 'lvl1', hierarchy: {lvl1: 'useQueries'}}),
    record({url: '/docs/query', type: 'lvl1', hierarchy: {lvl1: 'useQuery'}}),
  ]);

  it('offers the words of titles and headings as written, the fewest edits first', () => {
    expect(engine.suggest('middlwrae')).toEqual(['Middleware']);
    expect(engine.suggest('usequerie')).toEqual(['useQueries', 'useQuery']);
  });

  it('offers no index stem and no word more than a third of its letters away', () => {
    // "sometims" is near the body text's "sometimes", indexed as the stem "sometime": not a title word.
    expect(engine.suggest('sometims')).toEqual([]);
    expect(engine.suggest('qwertyuiop')).toEqual([]);
  });
});

describe('lazilyOrdered', () => {
  it('reads items in the order a sort gives, as far as they are read', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const length of [0, 1, 2, 5, 100, 1000]) {
      // Many equal scores: the comparison's last key (the position) decides them, as a stable sort would.
      const items = Array.from({length}, (_, i) => ({score: Math.floor(random() * 10), i}));
      const compare = (a: (typeof items)[0], b: (typeof items)[0]) => b.score - a.score || a.i - b.i;
      const sorted = [...items].sort(compare);
      const lazy = lazilyOrdered(items, compare);
      expect(lazy.length).toBe(length);
      // The first few, then all: what is read is what a sort would have put there.
      for (let i = 0; i < Math.min(3, length); i++) expect(lazy.at(i)).toBe(sorted[i]);
      expect(Array.from({length}, (_, i) => lazy.at(i))).toEqual(sorted);
    }
  });
});
