/**
 * The 9.x → 10.x version twins, apart from the legacy redirect list
 * (./redirects.ts) that they share the moved paths with: the version banner
 * and the navbar's version dropdown use them in the browser, and importing the
 * whole redirect table there put it in every page's main bundle.
 */

/** Flat v9-era paths that moved under /docs/server or /docs/client. */
export const MOVED: Record<string, string> = {
  router: '/docs/server/routers',
  procedures: '/docs/server/procedures',
  'merging-routers': '/docs/server/merging-routers',
  context: '/docs/server/context',
  middlewares: '/docs/server/middlewares',
  'server-side-calls': '/docs/server/server-side-calls',
  authorization: '/docs/server/authorization',
  'error-handling': '/docs/server/error-handling',
  'error-formatting': '/docs/server/error-formatting',
  'data-transformers': '/docs/server/data-transformers',
  metadata: '/docs/server/metadata',
  caching: '/docs/server/caching',
  'output-validation': '/docs/server/validators',
  validators: '/docs/server/validators',
  adapters: '/docs/server/adapters',
  express: '/docs/server/adapters/express',
  fastify: '/docs/server/adapters/fastify',
  'aws-lambda': '/docs/server/adapters/aws-lambda',
  fetch: '/docs/server/adapters/fetch',
  standalone: '/docs/server/adapters/standalone',
  vanilla: '/docs/client/vanilla',
  'infer-types': '/docs/client/vanilla/infer-types',
  links: '/docs/client/links',
  header: '/docs/client/headers',
  headers: '/docs/client/headers',
  cors: '/docs/client/cors',
  react: '/docs/client/react',
  'react-queries': '/docs/client/react/useQuery',
  'react-mutations': '/docs/client/react/useMutation',
  invalidateQueries: '/docs/client/react/useContext',
  useContext: '/docs/client/react/useContext',
  useInfiniteQuery: '/docs/client/react/useInfiniteQuery',
  nextjs: '/docs/client/nextjs',
  ssg: '/docs/client/nextjs/ssg',
  ssr: '/docs/client/nextjs/ssr',
  'ssg-helpers': '/docs/client/nextjs/server-side-helpers',
  'starter-projects': '/docs/client/nextjs/starter-projects',
  'awesome-trpc': '/docs/community/awesome-trpc',
  contributing: '/docs/community/contributing',
  love: '/docs/community/love',
  sponsors: '/docs/community/sponsors',
};

/** The 9.x docs, by the path after /docs/v9 ('' is the version's introduction). */
const V9_PAGES = [
  '', 'quickstart', 'example-apps', 'awesome-trpc', 'contributing', 'love', 'sponsors', 'router', 'merging-routers', 'context',
  'middlewares', 'authorization', 'error-handling', 'error-formatting', 'data-transformers', 'metadata', 'caching', 'infer-types',
  'output-validation', 'express', 'fastify', 'aws-lambda', 'vanilla', 'links', 'header', 'cors', 'react', 'react-queries',
  'react-mutations', 'invalidateQueries', 'useInfiniteQuery', 'nextjs', 'ssg', 'ssg-helpers', 'ssr', 'starter-projects', 'rpc',
  'subscriptions', 'further-reading',
] as const;

export type V9Page = `/docs/v9${'' | `/${Exclude<(typeof V9_PAGES)[number], ''>}`}`;
export type V10Page = '/docs' | `/docs/${string}`;

/**
 * Each 9.x page's 10.x twin: where the flat v9 path moved, or the page of the
 * same name. The unmaintained banner and the version dropdown link by it.
 */
export const VERSION_TWINS: Readonly<Record<V9Page, V10Page>> = Object.fromEntries(
  V9_PAGES.map((page) => [page ? `/docs/v9/${page}` : '/docs/v9', page ? (MOVED[page] ?? `/docs/${page}`) : '/docs']),
) as Record<V9Page, V10Page>;

/** The 9.x twin of a 10.x page (the first 9.x page that names it), if any. */
export const V9_TWIN_OF: Readonly<Record<string, V9Page>> = Object.entries(VERSION_TWINS).reduce<Record<string, V9Page>>(
  (reverse, [v9, v10]) => (v10 in reverse ? reverse : {...reverse, [v10]: v9 as V9Page}),
  {},
);
