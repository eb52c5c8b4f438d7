/**
 * The site's older URL scheme (the v9-era flat docs, and /docs/v10/ from when
 * v10 was the next version), mapped to today's pages. Used twice: by
 * @docusaurus/plugin-client-redirects for static hosts, and as permanent
 * redirects in vercel.json (`npm run host-config` writes it).
 */
export interface Redirect {
  from: string;
  to: string;
}

/** Flat v9-era paths that moved under /docs/server or /docs/client. */
const MOVED: Record<string, string> = {
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

/** v9-era section folders: /docs/reactjs/useQuery, /docs/links/httpBatchLink, … */
const SECTIONS: Record<string, {to: string; pages: string[]}> = {
  reactjs: {
    to: '/docs/client/react',
    pages: ['setup', 'infer-types', 'useQuery', 'useMutation', 'useInfiniteQuery', 'useContext', 'useQueries', 'suspense', 'getQueryKey', 'aborting-procedure-calls'],
  },
  nextjs: {to: '/docs/client/nextjs', pages: ['setup', 'ssr', 'ssg', 'server-side-helpers', 'aborting-procedure-calls', 'starter-projects']},
  vanilla: {to: '/docs/client/vanilla', pages: ['setup', 'infer-types', 'aborting-procedure-calls']},
  links: {to: '/docs/client/links', pages: ['httpLink', 'httpBatchLink', 'httpBatchStreamLink', 'wsLink', 'splitLink', 'loggerLink']},
};

/** Every 10.x page, as /docs/v10/… named it while v10 was the next version. */
const V10_PAGES = [
  '', 'getting-started', 'concepts', 'quickstart', 'example-apps', 'faq', 'rpc', 'subscriptions', 'further-reading', 'migrate-from-v9-to-v10',
  'server/routers', 'server/procedures', 'server/validators', 'server/merging-routers', 'server/context', 'server/middlewares',
  'server/adapters', 'server/server-side-calls', 'server/authorization', 'server/error-handling', 'server/error-formatting',
  'server/data-transformers', 'server/metadata', 'server/caching', 'client', 'client/react', 'client/nextjs', 'client/vanilla',
  'client/links', 'client/headers', 'client/cors',
];

export const redirects: Redirect[] = [
  ...Object.entries(MOVED).map(([from, to]) => ({from: `/docs/${from}`, to})),
  ...Object.entries(SECTIONS).flatMap(([section, {to, pages}]) => [
    // /docs/nextjs and /docs/links are also flat pages above; the section root is listed once.
    ...(MOVED[section] ? [] : [{from: `/docs/${section}`, to}]),
    ...pages.map((page) => ({from: `/docs/${section}/${page}`, to: `${to}/${page}`})),
  ]),
  ...V10_PAGES.map((page) => ({from: `/docs/v10${page ? `/${page}` : ''}`, to: `/docs${page ? `/${page}` : ''}`})),
];
