/**
 * A search client with the method DocSearch calls on Algolia's lite client,
 * answered from our static index. It downloads the index of the one docs
 * version the query can search (chosen by the version in its facet filters)
 * on first use: its head (titles and headings) first, which the first search
 * answers from, then its body text, after which searches cover every word of
 * every page (src/search/indexWire.ts `splitIndex`).
 */
import {bodyFileName, CURRENT_VERSION, DOCS_VERSIONS, headFileName} from '../../docs-model';
import {
  capQuery,
  createSearchEngine,
  isRelatedLinks,
  queryTokens,
  type SearchEngine,
  type SearchParams,
  type SearchResponse,
} from '../../search/engine';
import {docsVersionOf} from '../../search/facets';
import {unescapeHtml} from '../../search/highlight';
import {decodeIndex, fillContent, type IndexPage} from '../../search/indexWire';
import {TRAIL_SEPARATOR} from '../../search/sameTitles';
import {escapeRegExp} from '../../text/escapeRegExp';

/** The docs version searched when the filters name none. */
export const DEFAULT_CONTEXT: string = CURRENT_VERSION.name;

/**
 * DocSearch shows its "Unable to fetch results" screen only for an error named
 * RetryError (Algolia's "no host reachable"); a missing index is that case here.
 */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

/** An index that has not arrived by then counts as failed; the next query asks again. */
export const INDEX_TIMEOUT_MS = 10_000;

/** Shown when a first query finds nothing and no earlier results suggest better words. */
export const DEFAULT_SUGGESTIONS = ['Quickstart', 'Routers', 'useQuery'];

type Request = SearchParams & {indexName?: string};

/**
 * Pages of the other docs version, offered when a search finds nothing useful
 * in its own: nothing at all, or no page that covers the whole question.
 */
export interface OtherVersionHits {
  query: string;
  /** `10.x` or `9.x`, as the version menu says it. */
  label: string;
  /** The search's own version found pages, none covering every word: only the other's pages that do are offered. */
  partial: boolean;
  /** API names of the query that only the other version's pages use: offered though this version found pages. */
  names?: string[];
  pages: Array<{title: string; url: string; twin?: string}>;
}

/**
 * The other docs version, and how readers name it (src/docs-model): the
 * current version's is the newest older one, an older version's the current.
 */
export const OTHER_VERSION: Record<string, {version: string; label: string}> = Object.fromEntries(
  DOCS_VERSIONS.flatMap((version) => {
    const other = version === CURRENT_VERSION ? DOCS_VERSIONS[1] : CURRENT_VERSION;
    return other ? [[version.name, {version: other.name, label: other.label}]] : [];
  }),
);
const OTHER_VERSION_PAGES = 5;

/** The words of a query written as code names are (`getQueryKey`, `createTRPCReact`, `TRPCError`). */
export const identifierWords = (query: string): string[] =>
  queryTokens(query).filter((word) => /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u.test(word));

/**
 * Whether a version's docs pages use `name` as a whole word, "See also" lines aside: a hit on
 * its parts (`getQueryKey` finding "keys") or a link to the other version does not count.
 */
export function docsName(engine: SearchEngine, version: string, name: string): boolean {
  const word = new RegExp(`(^|[^\\p{L}\\p{N}_$])${escapeRegExp(name)}($|[^\\p{L}\\p{N}_$])`, 'iu');
  const {hits} = engine.search({
    query: name,
    facetFilters: [`docusaurus_tag:docs-default-${version}`],
    hitsPerPage: 50,
  });
  return hits.some(
    (hit) => !isRelatedLinks(hit) && word.test([...Object.values(hit.hierarchy), hit.content ?? ''].join(' ')),
  );
}
type LegacyRequest = {indexName?: string; params?: SearchParams};

export interface OfflineSearchClient {
  appId: string;
  addAlgoliaAgent(name: string, version?: string): void;
  clearCache(): Promise<void>;
  search(input: {requests: Request[]} | LegacyRequest[]): Promise<{results: Array<SearchResponse & {index: string}>}>;
  /** Sections (lvl0) of the latest results, for "Try searching for" when a query finds nothing. */
  suggestions(): string[];
  /** Whether the latest search failed because the index could not be loaded. */
  failed(): boolean;
  /**
   * Whether a search is waiting for its index to download and be indexed, or
   * found nothing while the body text is still on its way ("Loading…", not
   * "No results").
   */
  loading(): boolean;
  /** Whether the latest search ran before its index had all its body text (a search once it has may find more). */
  partial(): boolean;
  /** Whether the latest search ran before its index had all its body text, and the text has come since: search again. */
  stale(): boolean;
  /** For the latest search, when it found nothing: terms of the index close to it ("did you mean"). */
  didYouMean(): string[];
  /** How many results the latest search found (for the modal's status line), or null before one. */
  lastCount(): number | null;
  /**
   * When the latest search found nothing useful in its docs version (nothing,
   * or no page covering every word of a question): the other version's pages
   * that match (all of it, in the second case), each with its 10.x twin if it
   * is a 9.x page that has one. The other index is downloaded only then. Null
   * otherwise.
   */
  otherVersion(): OtherVersionHits | null;
  /** Calls `listener` after every search, once `failed()` and `suggestions()` are up to date. */
  subscribe(listener: () => void): () => void;
  /** Starts downloading and indexing what these filters search, so the first keystroke finds it ready. */
  prepare(facetFilters: SearchParams['facetFilters']): void;
  /**
   * How many results `query` finds under these filters in the whole index
   * (once it has all its text): the number /search shows. The modal's "See all
   * N results" reads it; DocSearch's own count adds up every keystroke's.
   */
  count(query: string, facetFilters: SearchParams['facetFilters']): Promise<number>;
  /** Settles when the index these filters search has all its text indexed (a search before then may find fewer). */
  indexed(facetFilters: SearchParams['facetFilters']): Promise<void>;
}

/** Reads an index file (a head, or a body: src/search/indexWire.ts) as JSON. */
export type IndexLoader = (url: string, signal: AbortSignal) => Promise<unknown>;

async function fetchIndexFile(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {signal}).catch((cause: unknown) => {
    throw new IndexUnavailableError(`Search index ${url} could not be loaded`, {cause});
  });
  if (!response.ok) throw new IndexUnavailableError(`Search index ${url}: HTTP ${response.status}`);
  return response.json();
}

/** `load` within `ms`, or an IndexUnavailableError (and the request aborted) once they have passed. */
function loadWithin(load: IndexLoader, url: string, ms: number): Promise<unknown> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new IndexUnavailableError(`Search index ${url}: no answer in ${ms} ms`));
      controller.abort();
    }, ms);
  });
  return Promise.race([load(url, controller.signal), timeout]).finally(() => clearTimeout(timer));
}

const unavailable = (error: unknown) =>
  error instanceof IndexUnavailableError ? error : new IndexUnavailableError(String(error), {cause: error});

export function createOfflineSearchClient(
  indexUrl: (file: string) => string,
  load: IndexLoader = fetchIndexFile,
  {timeoutMs = INDEX_TIMEOUT_MS} = {},
): OfflineSearchClient {
  const engines = new Map<string, Promise<SearchEngine>>();
  /** Versions whose index has all its body text indexed. */
  const completeVersions = new Set<string>();
  let bodyPending = false;
  let searchedVersions: string[] = [];
  let sections: string[] = [];
  let failed = false;
  let waiting = 0;
  const loadedVersions = new Set<string>();
  let nearTerms: string[] = [];
  let count: number | null = null;
  let other: OtherVersionHits | null = null;
  /** The query whose other-version search is the latest asked for: an older answer is dropped. */
  let otherQuery = '';
  const listeners = new Set<() => void>();
  const settle = (didFail: boolean) => {
    failed = didFail;
    listeners.forEach((listener) => listener());
  };
  const engineFor = (version: string) => {
    let engine = engines.get(version);
    if (!engine) {
      engine = loadWithin(load, indexUrl(headFileName(version)), timeoutMs).then(
        (head) => {
          const records = decodeIndex(head as IndexPage[]);
          // The body is asked for as soon as the head has come; searches answer from the head meanwhile.
          const body = loadWithin(load, indexUrl(bodyFileName(version)), timeoutMs).then((texts) =>
            fillContent(records, texts as Array<string | null>),
          );
          loadedVersions.add(version);
          const created = createSearchEngine(records, {progressive: true, body});
          created.ready.then(
            () => {
              completeVersions.add(version);
              listeners.forEach((listener) => listener());
            },
            () => {
              // Searches so far found titles and headings only: say so, and load it all again on the next query.
              if (engines.get(version) === engine) engines.delete(version);
              loadedVersions.delete(version);
              settle(true);
            },
          );
          return created;
        },
        (error: unknown) => {
          throw unavailable(error);
        },
      );
      // A failed or stalled download is retried on the next query rather than remembered.
      engine.catch(() => engines.delete(version));
      engines.set(version, engine);
    }
    return engine;
  };
  return {
    appId: 'offline',
    addAlgoliaAgent() {},
    async clearCache() {
      engines.clear();
      loadedVersions.clear();
      completeVersions.clear();
    },
    async search(input) {
      const requests: Request[] = Array.isArray(input)
        ? input.map((r) => ({indexName: r.indexName, ...r.params}) as Request)
        : input.requests;
      const versions = requests.map((request) => docsVersionOf(request.facetFilters) ?? DEFAULT_CONTEXT);
      const pending = versions.map(engineFor);
      // Tell the screen the index is on its way only when it really is (a loaded engine answers at once).
      const loadingNow = versions.some((version) => !loadedVersions.has(version));
      // The screens read this when DocSearch redraws (it does when a search stalls).
      if (loadingNow) waiting++;
      const engines = await Promise.all(pending)
        .catch((error: unknown) => {
          settle(true);
          throw error;
        })
        .finally(() => {
          if (loadingNow) waiting--;
        });
      const results = requests.map((request, i) => ({
        ...engines[i]!.search({...request, query: capQuery(request.query ?? '')}),
        index: request.indexName ?? 'offline',
      }));
      count = results.reduce((sum, r) => sum + r.nbHits, 0);
      searchedVersions = versions;
      bodyPending = versions.some((version) => !completeVersions.has(version));
      const first = requests[0];
      const query = first?.query?.trim() ?? '';
      nearTerms = count === 0 && query ? engines[0]!.suggest(query, first!.facetFilters) : [];
      other = null;
      const partial = count > 0 && results[0]!.coverage < 1;
      // Weak hits for a name only the other version uses still get its pages (a 9.x reader asking for getQueryKey).
      const names = count > 0 && !partial ? identifierWords(query) : [];
      otherQuery = count === 0 || partial || names.length > 0 ? query : '';
      const otherVersion = OTHER_VERSION[versions[0] ?? DEFAULT_CONTEXT];
      if (otherQuery && otherVersion) {
        const language = [first!.facetFilters ?? []]
          .flat(2)
          .find((f): f is string => typeof f === 'string' && f.startsWith('language:'));
        const own = engines[0]!;
        const ownVersion = versions[0] ?? DEFAULT_CONTEXT;
        engineFor(otherVersion.version).then(
          async (engine) => {
            if (otherQuery !== query) return;
            // A name counts once both indexes hold their body text: a word may be in a page's text only.
            if (names.length > 0) await Promise.all([own.ready, engine.ready]);
            const onlyThere = names.filter(
              (name) => docsName(engine, otherVersion.version, name) && !docsName(own, ownVersion, name),
            );
            if (otherQuery !== query || (names.length > 0 && onlyThere.length === 0)) return;
            const filters = [...(language ? [language] : []), `docusaurus_tag:docs-default-${otherVersion.version}`];
            const pages = new Map<string, {title: string; url: string; twin?: string}>();
            for (const hit of engine.search({query, facetFilters: filters, hitsPerPage: 50}).hits) {
              if (pages.size >= OTHER_VERSION_PAGES) break;
              if (pages.has(hit.url_without_anchor) || (partial && hit._pageCoverage < 1)) continue;
              const title = engine.titleOf(hit.url_without_anchor);
              const text = title?.hierarchy.lvl1 ?? unescapeHtml(hit.hierarchy.lvl1 ?? hit.url_without_anchor);
              // Two packages' reference pages for one symbol share a title: one link reads better than two alike.
              if ([...pages.values()].some((p) => p.title === text)) continue;
              pages.set(hit.url_without_anchor, {
                title: text,
                url: hit.url_without_anchor,
                ...(title?.twin && {twin: title.twin}),
              });
            }
            other =
              pages.size > 0
                ? {
                    query,
                    label: otherVersion.label,
                    partial,
                    pages: [...pages.values()],
                    ...(onlyThere.length > 0 && {names: onlyThere}),
                  }
                : null;
            listeners.forEach((listener) => listener());
          },
          // The other version is a bonus: its failure leaves the no-results screen as it is.
          () => {},
        );
      }
      // Hits hold HTML; the suggestions are shown as text.
      const found = results
        // A section named with its categories (src/search/sameTitles.ts) is suggested by its own name.
        .flatMap((r) => r.hits.map((h) => h.hierarchy.lvl0 && unescapeHtml(h.hierarchy.lvl0).split(TRAIL_SEPARATOR)[0]))
        .filter((s): s is string => !!s);
      if (found.length > 0) sections = [...new Set(found)];
      settle(false);
      return {results};
    },
    suggestions() {
      return sections.length > 0 ? sections.slice(0, 3) : DEFAULT_SUGGESTIONS;
    },
    failed() {
      return failed;
    },
    loading() {
      // Nothing found yet while body text is on its way: the search runs again when it has come (SearchBar).
      return waiting > 0 || (bodyPending && count === 0 && !failed);
    },
    partial() {
      return bodyPending;
    },
    stale() {
      return bodyPending && searchedVersions.every((version) => completeVersions.has(version));
    },
    didYouMean() {
      return nearTerms;
    },
    lastCount() {
      return count;
    },
    otherVersion() {
      return other;
    },
    async count(query, facetFilters) {
      const engine = await engineFor(docsVersionOf(facetFilters) ?? DEFAULT_CONTEXT);
      await engine.ready;
      return engine.search({query: capQuery(query), facetFilters, hitsPerPage: 1}).nbHits;
    },
    prepare(facetFilters) {
      // A failure here surfaces, and is retried, when the reader searches.
      engineFor(docsVersionOf(facetFilters) ?? DEFAULT_CONTEXT).catch(() => {});
    },
    async indexed(facetFilters) {
      await (
        await engineFor(docsVersionOf(facetFilters) ?? DEFAULT_CONTEXT)
      ).ready;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
