import {describe, expect, it, vi} from 'vitest';
import {CURRENT_VERSION, V9_VERSION} from '../../docs-model';
import {createOfflineSearchClient, DEFAULT_CONTEXT, identifierWords, OTHER_VERSION} from './client';
import {indexFiles} from './indexFiles';
import type {SearchRecord} from '../../search/recordShape';
import {record} from '../../search/testRecords';

/**
 * What the site serves for each docs version's index: its head (every record,
 * body text left out) and its body text (src/search/indexWire.ts splitIndex).
 */
function served(indexes: Map<string, SearchRecord[]>) {
  return (url: string): unknown => {
    const [, version, part] = /([^/]+)\.(head|body)\.json$/.exec(url)!;
    const records = indexes.get(version!)!;
    if (part === 'body') return records.filter((r) => r.type === 'content').map((r) => r.content);
    return records.map((r) => (r.type === 'content' ? {...r, content: null} : r));
  };
}

const all = [
  record({url: '/docs/a', type: 'lvl1', hierarchy: {lvl1: 'Routers'}}),
  record({url: '/docs/v9/a', type: 'lvl1', hierarchy: {lvl1: 'Routers'}, docusaurus_tag: 'docs-default-9.x'}),
  record({url: '/blog/a', type: 'lvl1', hierarchy: {lvl1: 'Routers post'}, docusaurus_tag: 'default'}),
];
const files = indexFiles(all);

describe('indexFiles', () => {
  it('writes one file per docs version, each with the shared pages', () => {
    expect([...files.keys()].sort()).toEqual(['9.x', 'current']);
    expect(files.get('current')!.map((r) => r.url)).toEqual(['/docs/a', '/blog/a']);
    expect(files.get('9.x')!.map((r) => r.url)).toEqual(['/docs/v9/a', '/blog/a']);
  });

  it("splits in one pass: no version list is copied for each record (that made a 5× site's build quadratic)", () => {
    const many = Array.from({length: 2_000}, (_, i) => ({...all[0]!, url: `/docs/p${i}`}));
    const iterate = vi.spyOn(Array.prototype, Symbol.iterator);
    const split = indexFiles([...many, all[2]!]);
    const passes = iterate.mock.calls.length;
    iterate.mockRestore();
    expect(split.get('current')).toHaveLength(2_001);
    expect(split.get('current')![1_999]!.url).toBe('/docs/p1999');
    expect(passes).toBeLessThan(20);
  });
});

describe('createOfflineSearchClient', () => {
  it('downloads only the index of the version the filters name, once', async () => {
    const load = vi.fn(async (url: string) => served(files)(url));
    const client = createOfflineSearchClient((f) => `/search-index/${f}`, load);
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']];
    const {results} = await client.search({requests: [{indexName: 'trpc', query: 'routers', facetFilters: filters}]});
    await client.search({requests: [{indexName: 'trpc', query: 'rout', facetFilters: filters}]});
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['/docs/v9/a', '/blog/a']);
    expect(results[0]!.index).toBe('trpc');
    expect(load.mock.calls.map(([url]) => url)).toEqual(['/search-index/9.x.head.json', '/search-index/9.x.body.json']);
  });

  it('searches the current version when no docs version is named, and takes the legacy request shape', async () => {
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(files)(url),
    );
    const {results} = await client.search([{indexName: 'trpc', params: {query: 'routers'}}]);
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['/docs/a', '/blog/a']);
  });

  it('rejects when the index cannot be loaded, and tries again on the next query', async () => {
    let fail = true;
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => {
        if (fail) throw new Error('offline');
        return served(files)(url);
      },
    );
    await expect(client.search({requests: [{query: 'routers'}]})).rejects.toThrow('offline');
    fail = false;
    const {results} = await client.search({requests: [{query: 'routers'}]});
    expect(results[0]!.nbHits).toBe(2);
  });

  it('rejects on an HTTP error with the default loader', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', {status: 404}));
    const client = createOfflineSearchClient((f) => `/search-index/${f}`);
    await expect(client.search({requests: [{query: 'x'}]})).rejects.toThrow(/HTTP 404/);
    fetchMock.mockRestore();
  });
});

describe('count', () => {
  it('is what one search of the query finds in the whole index, even while the first keystrokes were answered from part of it', async () => {
    const many = [
      ...all,
      ...Array.from({length: 600}, (_, i) => record({url: `/docs/t${i}`, content: `router text ${i}`})),
    ];
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(new Map([['current', many]]))(url),
    );
    const counts: number[] = [];
    for (const query of ['r', 'ro', 'rou', 'rout', 'router']) {
      const {results} = await client.search({requests: [{query}]});
      counts.push(results[0]!.nbHits);
    }
    // The first searches answer from titles while body text is still being indexed.
    const early = counts.at(-1)!;
    const total = await client.count('router', undefined);
    const {results} = await client.search({requests: [{query: 'router'}]});
    expect(results[0]!.exhaustiveNbHits).toBe(true);
    expect(total).toBe(results[0]!.nbHits);
    expect(total).toBeGreaterThan(early);
    expect(await client.count(' router ', undefined)).toBe(total);
  });

  it('counts under the filters it is given (the version the modal searched)', async () => {
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(files)(url),
    );
    expect(
      await client.count('routers', ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']]),
    ).toBe(2);
    expect(await client.count('routers', ['language:en', ['docusaurus_tag:docs-default-9.x']])).toBe(1);
  });
});

describe('a stalled index', () => {
  it('fails after the timeout, aborting the download, and is asked for again by the next query', async () => {
    vi.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      let stall = true;
      const client = createOfflineSearchClient(
        (f) => f,
        (url, signal) => {
          signals.push(signal);
          return stall ? new Promise(() => {}) : Promise.resolve(served(files)(url));
        },
        {timeoutMs: 10_000},
      );
      const first = client.search({requests: [{query: 'routers'}]});
      const settled = expect(first).rejects.toMatchObject({name: 'RetryError'});
      await vi.advanceTimersByTimeAsync(9_999);
      expect(signals[0]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(signals[0]!.aborted).toBe(true);
      expect(client.failed()).toBe(true);
      stall = false;
      const {results} = await client.search({requests: [{query: 'routers'}]});
      expect(results[0]!.nbHits).toBe(2);
      // The stalled head, then the head and the body of the next query.
      expect(signals).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('long queries', () => {
  it('reach the engine cut to 200 characters', async () => {
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(files)(url),
    );
    const {results} = await client.search({requests: [{query: `routers ${'y'.repeat(6000)}`}]});
    expect(results[0]!.query).toBe(`routers ${'y'.repeat(192)}`);
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['/docs/a', '/blog/a']);
  });
});

describe('suggestions and errors', () => {
  it('suggests the sections of the latest results, or defaults before any', async () => {
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(files)(url),
    );
    expect(client.suggestions()).toEqual(['Quickstart', 'Routers', 'useQuery']);
    await client.search({requests: [{query: 'routers'}]});
    expect(client.suggestions()).toEqual(['Docs']);
    await client.search({requests: [{query: 'zzzzzz'}]});
    expect(client.suggestions()).toEqual(['Docs']);
  });

  it('gives sections as text, though hits hold them as HTML', async () => {
    const section = [
      record({url: '/docs/b', type: 'lvl1', hierarchy: {lvl0: "Reader's <Guide> & more", lvl1: 'Routers'}}),
    ];
    const client = createOfflineSearchClient(
      (f) => f,
      async () => section,
    );
    const {results} = await client.search({requests: [{query: 'routers'}]});
    expect(results[0]!.hits[0]!.hierarchy.lvl0).toBe('Reader&#039;s &lt;Guide&gt; &amp; more');
    expect(client.suggestions()).toEqual(["Reader's <Guide> & more"]);
  });

  it('names a load failure RetryError, the error DocSearch shows its error screen for', async () => {
    const client = createOfflineSearchClient(
      (f) => f,
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await expect(client.search({requests: [{query: 'x'}]})).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('failed()', () => {
  it('is true after a load failure and false again after a search that works', async () => {
    let fail = true;
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => {
        if (fail) throw new Error('offline');
        return served(files)(url);
      },
    );
    await client.search({requests: [{query: 'x'}]}).catch(() => {});
    expect(client.failed()).toBe(true);
    fail = false;
    await client.search({requests: [{query: 'x'}]});
    expect(client.failed()).toBe(false);
  });
});

describe('subscribe()', () => {
  it('tells listeners when a search settles, until they unsubscribe', async () => {
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(files)(url),
    );
    const seen: boolean[] = [];
    const unsubscribe = client.subscribe(() => seen.push(client.failed()));
    await client.search({requests: [{query: 'routers'}]});
    unsubscribe();
    await client.search({requests: [{query: 'routers'}]});
    expect(seen).toEqual([false]);
  });
});

describe('prepare()', () => {
  it('starts the download of the filtered version before any query, once', async () => {
    const load = vi.fn(async (url: string) => served(files)(url));
    const client = createOfflineSearchClient((f) => f, load);
    client.prepare(['language:en', ['docusaurus_tag:docs-default-9.x']]);
    await client.search({requests: [{query: 'routers', facetFilters: ['docusaurus_tag:docs-default-9.x']}]});
    expect(load.mock.calls.map(([url]) => url)).toEqual(['9.x.head.json', '9.x.body.json']);
  });
});

describe('a search that finds nothing in its docs version', () => {
  const twinned = indexFiles([
    record({url: '/docs/a', type: 'lvl1', hierarchy: {lvl1: 'Routers'}}),
    record({
      url: '/docs/v9/react',
      type: 'lvl1',
      hierarchy: {lvl1: 'createReactQueryHooks'},
      docusaurus_tag: 'docs-default-9.x',
      twin: '/docs/client/react',
    }),
  ]);
  const current = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

  it('offers the other version’s pages, marked with it, each with its 10.x twin; the other index loads only then', async () => {
    const load = vi.fn(async (url: string) => served(twinned)(url));
    const client = createOfflineSearchClient((f) => f, load);
    const seen = new Promise<void>((resolve) => client.subscribe(() => client.otherVersion() && resolve()));
    await client.search({requests: [{query: 'routers', facetFilters: current}]});
    expect(load.mock.calls.map(([url]) => url)).toEqual(['current.head.json', 'current.body.json']);
    expect(client.otherVersion()).toBeNull();
    await client.search({requests: [{query: 'createReactQueryHooks', facetFilters: current}]});
    await seen;
    expect(client.otherVersion()).toEqual({
      query: 'createReactQueryHooks',
      label: '9.x',
      partial: false,
      pages: [{title: 'createReactQueryHooks', url: '/docs/v9/react', twin: '/docs/client/react'}],
    });
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      'current.head.json',
      'current.body.json',
      '9.x.head.json',
      '9.x.body.json',
    ]);
  });

  it('offers the other version’s pages for an API name only it uses, though its own version found weak hits', async () => {
    const named = indexFiles([
      record({url: '/docs/client/react/getQueryKey', type: 'lvl1', hierarchy: {lvl1: 'getQueryKey'}}),
      record({url: '/docs/client/react/getQueryKey', content: 'getQueryKey gives the key of a procedure.'}),
      record({
        url: '/docs/v9/invalidate',
        type: 'lvl1',
        hierarchy: {lvl1: 'Get a query by its key'},
        docusaurus_tag: 'docs-default-9.x',
      }),
      record({
        url: '/docs/v9/invalidate',
        content: 'Every query has a key; getQueryData reads what is cached under it.',
        docusaurus_tag: 'docs-default-9.x',
      }),
    ]);
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(named)(url),
    );
    const seen = new Promise<void>((resolve) => client.subscribe(() => client.otherVersion() && resolve()));
    const v9 = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']];
    const own = await client.search({requests: [{query: 'getQueryKey', facetFilters: v9}]});
    expect(own.results[0]!.nbHits).toBeGreaterThan(0);
    expect(own.results[0]!.coverage).toBe(1);
    await seen;
    expect(client.otherVersion()).toEqual({
      query: 'getQueryKey',
      label: '10.x',
      partial: false,
      names: ['getQueryKey'],
      pages: [{title: 'getQueryKey', url: '/docs/client/react/getQueryKey'}],
    });
  });

  it('does the same the other way: a 9.x name asked for on a 10.x page', async () => {
    const named = indexFiles([
      record({url: '/docs/client/react', type: 'lvl1', hierarchy: {lvl1: 'Create the React query hooks'}}),
      record({
        url: '/docs/v9/react',
        type: 'lvl1',
        hierarchy: {lvl1: 'createReactQueryHooks'},
        docusaurus_tag: 'docs-default-9.x',
      }),
    ]);
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(named)(url),
    );
    const seen = new Promise<void>((resolve) => client.subscribe(() => client.otherVersion() && resolve()));
    const own = await client.search({requests: [{query: 'createReactQueryHooks', facetFilters: current}]});
    expect(own.results[0]!.nbHits).toBeGreaterThan(0);
    await seen;
    expect(client.otherVersion()).toMatchObject({label: '9.x', names: ['createReactQueryHooks']});
  });

  it('knows a code name by its inner capitals', () => {
    expect(identifierWords('getQueryKey createTRPCReact TRPCError useQuery router batching')).toEqual([
      'getQueryKey',
      'createTRPCReact',
      'TRPCError',
      'useQuery',
    ]);
  });

  it('offers, in both directions, the other version’s pages that cover a question its own version covers only in part', async () => {
    const partly = indexFiles([
      record({url: '/docs/batching', type: 'lvl1', hierarchy: {lvl1: 'Request batching'}}),
      record({
        url: '/docs/v9/batching',
        type: 'lvl1',
        hierarchy: {lvl1: 'Request batching'},
        docusaurus_tag: 'docs-default-9.x',
        twin: '/docs/batching',
      }),
      record({
        url: '/docs/v9/old-links',
        type: 'lvl1',
        hierarchy: {lvl1: 'Batching with the legacy links'},
        docusaurus_tag: 'docs-default-9.x',
      }),
      record({
        url: '/docs/v9/old-links',
        content: 'Batching went through the legacy links.',
        docusaurus_tag: 'docs-default-9.x',
      }),
      record({url: '/docs/streaming', type: 'lvl1', hierarchy: {lvl1: 'Streaming request batching'}}),
    ]);
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(partly)(url),
    );
    const seen = new Promise<void>((resolve) => client.subscribe(() => client.otherVersion() && resolve()));
    const own = await client.search({requests: [{query: 'batching with legacy links', facetFilters: current}]});
    // 10.x has pages on batching, none on the legacy links: a partial answer.
    expect(own.results[0]!.nbHits).toBeGreaterThan(0);
    expect(own.results[0]!.coverage).toBeLessThan(1);
    await seen;
    expect(client.otherVersion()).toEqual({
      query: 'batching with legacy links',
      label: '9.x',
      partial: true,
      // The 9.x batching page covers only part of the question too: not offered.
      pages: [{title: 'Batching with the legacy links', url: '/docs/v9/old-links'}],
    });
    // A question one version answers whole asks nothing of the other.
    await client.search({requests: [{query: 'request batching', facetFilters: current}]});
    expect(client.otherVersion()).toBeNull();
    // From 9.x, the same rule offers 10.x pages.
    const fromNine = new Promise<void>((resolve) =>
      client.subscribe(() => client.otherVersion()?.label === '10.x' && resolve()),
    );
    const nine = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']];
    await client.search({requests: [{query: 'request batching streams', facetFilters: nine}]});
    await fromNine;
    expect(client.otherVersion()).toEqual({
      query: 'request batching streams',
      label: '10.x',
      partial: true,
      pages: [{title: 'Streaming request batching', url: '/docs/streaming'}],
    });
  });

  it('offers one link for pages of the other version that share a title (a symbol two packages export)', async () => {
    const alike = indexFiles([
      record({url: '/docs/a', type: 'lvl1', hierarchy: {lvl1: 'Routers'}}),
      ...['client', 'react-query'].map((pkg) =>
        record({
          url: `/docs/v9/typedoc/${pkg}/Options`,
          type: 'lvl1',
          hierarchy: {lvl1: 'Interface: LegacyOptions'},
          docusaurus_tag: 'docs-default-9.x',
        }),
      ),
    ]);
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => served(alike)(url),
    );
    const seen = new Promise<void>((resolve) => client.subscribe(() => client.otherVersion() && resolve()));
    await client.search({requests: [{query: 'LegacyOptions', facetFilters: current}]});
    await seen;
    expect(client.otherVersion()!.pages).toEqual([
      {title: 'Interface: LegacyOptions', url: '/docs/v9/typedoc/client/Options'},
    ]);
  });

  it('says the index is loading only while it is', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => {
        await held;
        return served(twinned)(url);
      },
    );
    const states: boolean[] = [];
    client.subscribe(() => states.push(client.loading()));
    const searched = client.search({requests: [{query: 'routers', facetFilters: current}]});
    expect(client.loading()).toBe(true);
    release();
    await searched;
    expect(client.loading()).toBe(false);
    await client.search({requests: [{query: 'rout', facetFilters: current}]});
    expect(states).toEqual([false, false]);
  });
});

describe('an index in two parts: titles and headings first, body text after', () => {
  const pages = new Map([
    [
      'current',
      [
        record({url: '/docs/links', type: 'lvl1', hierarchy: {lvl1: 'Links'}}),
        record({
          url: '/docs/links#batching',
          content: 'Batching joins calls made in one tick',
          weight: {level: 0, position: 1},
        }),
      ],
    ],
  ]);
  /** The head at once; the body when the test says, or never. */
  function twoParts() {
    let deliver: (fail?: boolean) => void = () => {};
    const body = new Promise<unknown>((resolve, reject) => {
      deliver = (fail) => (fail ? reject(new Error('offline')) : resolve(served(pages)('current.body.json')));
    });
    const load = vi.fn(async (url: string) => (url.endsWith('.body.json') ? body : served(pages)(url)));
    return {load, deliver};
  }

  it('answers the first search from titles and headings, then from every word once the body text has come', async () => {
    const {load, deliver} = twoParts();
    const client = createOfflineSearchClient((f) => f, load);
    const told = vi.fn();
    client.subscribe(told);
    const early = await client.search({requests: [{query: 'batching'}]});
    expect(early.results[0]!.nbHits).toBe(0);
    // Not "no results": the text that may hold it is on its way.
    expect([client.partial(), client.loading(), client.stale(), client.failed()]).toEqual([true, true, false, false]);
    const calls = told.mock.calls.length;
    deliver();
    await client.indexed(undefined);
    expect(told.mock.calls.length).toBeGreaterThan(calls);
    // The modal searches again when its results are stale (SearchBar).
    expect(client.stale()).toBe(true);
    const later = await client.search({requests: [{query: 'batching'}]});
    expect(later.results[0]!.hits.map((h) => h.url)).toEqual(['/docs/links#batching']);
    expect([client.partial(), client.loading(), client.stale()]).toEqual([false, false, false]);
    // (A search that finds nothing also asks for the other version's index: not served here.)
    const current = load.mock.calls.map(([url]) => url).filter((url) => url.startsWith('current'));
    expect(current).toEqual(['current.head.json', 'current.body.json']);
  });

  it('says so when the body text fails, keeps answering from the head, and loads both again at the next query', async () => {
    const {load, deliver} = twoParts();
    const client = createOfflineSearchClient((f) => f, load);
    const title = await client.search({requests: [{query: 'links'}]});
    expect(title.results[0]!.nbHits).toBe(1);
    deliver(true);
    await expect(client.indexed(undefined)).rejects.toThrow();
    await vi.waitFor(() => expect(client.failed()).toBe(true));
    load.mockImplementation(async (url: string) => served(pages)(url));
    const again = await client.search({requests: [{query: 'batching'}]});
    expect(again.results[0]!.nbHits).toBe(0);
    await client.indexed(undefined);
    const found = await client.search({requests: [{query: 'batching'}]});
    expect(found.results[0]!.nbHits).toBe(1);
    expect(client.failed()).toBe(false);
    expect(load.mock.calls.map(([url]) => url).filter((url) => url.startsWith('current'))).toEqual([
      'current.head.json',
      'current.body.json',
      'current.head.json',
      'current.body.json',
    ]);
  });

  it('fails rather than mixing a head and a body of different builds', async () => {
    const client = createOfflineSearchClient(
      (f) => f,
      async (url) => (url.endsWith('.body.json') ? ['one text', 'one too many'] : served(pages)(url)),
    );
    await client.search({requests: [{query: 'links'}]});
    await expect(client.indexed(undefined)).rejects.toThrow(/head and body differ/);
  });
});

describe('the docs versions a search offers', () => {
  it("are the docs model's: the current one by default, and each version's other one as readers name it", () => {
    expect(DEFAULT_CONTEXT).toBe(CURRENT_VERSION.name);
    expect(OTHER_VERSION).toEqual({
      [CURRENT_VERSION.name]: {version: V9_VERSION.name, label: V9_VERSION.label},
      [V9_VERSION.name]: {version: CURRENT_VERSION.name, label: CURRENT_VERSION.label},
    });
  });
});
