/**
 * Words and phrases readers type that the pages do not use, each with the
 * words the pages do use for the same thing. Reviewed by reading the docs:
 * every entry names the pages a reader asking it should reach, and
 * `tests/build/search-vocabulary.test.ts` checks that those pages use the words it adds, and
 * that the engine brings them up.
 *
 * A query's phrase or word found here becomes one "concept": the pages that
 * hold the typed word or any of its meanings count as matching it. Meanings
 * weigh a little less than what the reader typed.
 */
export interface Concept {
  /** What readers type: single words or phrases, lower case. */
  readerWords: readonly string[];
  /** The words the docs use for it. */
  means: readonly string[];
  /** Pages that answer it (10.x unless a 9.x path), checked by the test. */
  reaches: readonly string[];
}

export const VOCABULARY: readonly Concept[] = [
  {
    // The pages' titles spell it out; their text says `ssr: true`, which a reader typing the acronym
    // with "Next.js" did not reach (the MCP server's "Next.js pages router SSR": the SSR page 6th).
    readerWords: ['ssr', 'server rendering', 'server rendered'],
    means: ['rendering', 'getInitialProps'],
    reaches: ['/docs/client/nextjs/ssr', '/docs/v9/ssr'],
  },
  {
    // Next.js's name for the `pages/` directory; the pages name what tRPC gives it: `withTRPC` around `_app`.
    readerWords: ['pages router', 'pages directory', 'pages dir'],
    means: ['withTRPC', '_app'],
    reaches: ['/docs/client/nextjs/setup', '/docs/client/nextjs/ssr'],
  },
  {
    readerWords: ['real time', 'realtime', 'real-time', 'live updates', 'push updates'],
    means: ['subscription', 'websocket'],
    reaches: ['/docs/subscriptions'],
  },
  {
    readerWords: ['without react', 'plain typescript', 'no framework client', 'node client'],
    means: ['vanilla', 'createTRPCProxyClient'],
    reaches: ['/docs/client/vanilla', '/docs/v9/vanilla'],
  },
  {
    readerWords: ['cloudflare', 'deno', 'bun', 'edge', 'workers'],
    means: ['fetch', 'fetchRequestHandler'],
    reaches: ['/docs/server/adapters/fetch'],
  },
  {
    readerWords: ['prefetch', 'prefetching', 'preload data'],
    means: ['prefetch', 'helpers', 'createServerSideHelpers', 'createSSGHelpers'],
    reaches: ['/docs/client/nextjs/server-side-helpers', '/docs/v9/ssg-helpers'],
  },
  {
    readerWords: [
      'logged in',
      'log in',
      'login',
      'signed in',
      'authenticated',
      'authentication',
      'permission',
      'permissions',
    ],
    means: ['authorization', 'auth', 'UNAUTHORIZED'],
    reaches: ['/docs/server/authorization'],
  },
  {
    readerWords: ['cancel', 'cancelled', 'unmount', 'unmounts', 'abortcontroller', 'timeout'],
    means: ['abort', 'aborting'],
    reaches: ['/docs/client/react/aborting-procedure-calls', '/docs/client/vanilla/aborting-procedure-calls'],
  },
  {
    readerWords: ['before the server responds', 'instant ui', 'optimistic'],
    means: ['optimistic', 'onMutate'],
    reaches: ['/docs/client/react/useMutation'],
  },
  {
    readerWords: ['refetch', 'refresh', 'stale data'],
    means: ['invalidate', 'invalidation'],
    reaches: ['/docs/client/react/useContext', '/docs/v9/invalidateQueries'],
  },
  {
    readerWords: ['paginate', 'pagination', 'infinite scroll', 'load more', 'scrolls'],
    means: ['useInfiniteQuery', 'cursor'],
    reaches: ['/docs/client/react/useInfiniteQuery', '/docs/v9/useInfiniteQuery'],
  },
  {
    readerWords: ['skip', 'conditional query', 'dependent query', 'disable a query'],
    means: ['enabled', 'skipping'],
    reaches: ['/docs/client/react/useQuery'],
  },
  {
    readerWords: ['yup', 'valibot', 'superstruct', 'arktype', 'joi'],
    means: ['validator', 'validation', 'parser'],
    reaches: ['/docs/server/validators'],
  },
  {
    readerWords: ['session', 'current user', 'request headers'],
    means: ['context', 'createContext'],
    reaches: ['/docs/server/context'],
  },
  {
    readerWords: ['cron', 'cron job', 'scheduled', 'background job', 'script'],
    means: ['createCaller', 'server side calls'],
    reaches: ['/docs/server/server-side-calls'],
  },
  {
    readerWords: ['combined', 'combined into one', 'bundled', 'grouped'],
    means: ['batch', 'batching'],
    reaches: ['/docs/client/links/httpBatchLink'],
  },
  {
    readerWords: ['turn off batching', 'disable batching', 'no batching', 'one request per call'],
    means: ['httpLink'],
    reaches: ['/docs/client/links/httpLink'],
  },
  {
    readerWords: ['date', 'dates', 'bigint'],
    means: ['superjson', 'transformer'],
    reaches: ['/docs/server/data-transformers'],
  },
  {
    readerWords: ['codegen', 'code generation', 'generated types'],
    means: ['inference', 'share the type'],
    reaches: ['/docs/server/routers'],
  },
  {
    readerWords: ['cache control', 'cache-control', 'cdn'],
    means: ['responseMeta', 'caching'],
    reaches: ['/docs/server/caching'],
  },
  {
    readerWords: ['curl', 'non-typescript', 'other languages', 'raw http', 'without the client'],
    means: ['rpc', 'specification'],
    reaches: ['/docs/rpc'],
  },
  {
    readerWords: ['cross origin', 'cross-origin', 'frontend origin', 'another domain', 'another origin'],
    means: ['cors', 'credentials'],
    reaches: ['/docs/client/cors', '/docs/v9/cors'],
  },
  {
    readerWords: ['without a framework', 'plain node', 'node http server'],
    means: ['standalone', 'createHTTPServer'],
    reaches: ['/docs/server/adapters/standalone'],
  },
  {
    readerWords: ['keep alive', 'reconnect', 'heartbeat'],
    means: ['connection', 'healthy', 'keepAlive'],
    reaches: ['/docs/subscriptions'],
  },
  {
    readerWords: ['field errors', 'form errors', 'zod errors'],
    means: ['errorFormatter', 'formatting'],
    reaches: ['/docs/server/error-formatting'],
  },
  {
    readerWords: ['sentry', 'report errors', 'log every error', 'log errors'],
    means: ['onError'],
    reaches: ['/docs/server/error-handling'],
  },
  {
    readerWords: ['returns', 'return value', 'response shape'],
    means: ['output'],
    reaches: ['/docs/server/validators'],
  },
  {
    readerWords: ['attach data', 'annotate', 'tag a procedure'],
    means: ['meta', 'metadata'],
    reaches: ['/docs/server/metadata'],
  },
  {
    readerWords: ['split a router', 'several files', 'multiple files', 'modular'],
    means: ['merge', 'merging', 'sub-router'],
    reaches: ['/docs/server/merging-routers'],
  },
  {
    readerWords: ['sse', 'eventsource'],
    means: ['server-sent events'],
    reaches: ['/docs/faq'],
  },
  {
    readerWords: ['file upload', 'upload', 'multipart'],
    means: ['FormData', 'upload'],
    reaches: ['/docs/faq'],
  },
  {
    readerWords: ['websockets over http', 'route by path', 'different links'],
    means: ['splitLink'],
    reaches: ['/docs/client/links/splitLink'],
  },
];
