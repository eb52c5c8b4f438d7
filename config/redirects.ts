/**
 * Every older URL of tRPC's docs, mapped to today's pages: this site's own
 * older scheme (the v9-era flat docs, /docs/v10/ from when v10 was the next
 * version) and every redirect the public site (trpc.io) has published.
 *
 * Used twice: by @docusaurus/plugin-client-redirects for hosts without rules
 * (`redirects` and `createRedirects`), and as permanent redirects in
 * vercel.json (`hostRedirects`, written by config/host.ts). The 9.x → 10.x
 * version twins come from the same table.
 */

export interface Redirect {
  from: string;
  to: string;
}

/** A rule in Vercel's `source` syntax (`:name` one segment, `:name*` any number). */
export interface HostRedirect {
  source: string;
  destination: string;
  /** Vercel answers permanent rules with 308, the others with 307. */
  permanent: boolean;
}

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
  '',
  'quickstart',
  'example-apps',
  'awesome-trpc',
  'contributing',
  'love',
  'sponsors',
  'router',
  'merging-routers',
  'context',
  'middlewares',
  'authorization',
  'error-handling',
  'error-formatting',
  'data-transformers',
  'metadata',
  'caching',
  'infer-types',
  'output-validation',
  'express',
  'fastify',
  'aws-lambda',
  'vanilla',
  'links',
  'header',
  'cors',
  'react',
  'react-queries',
  'react-mutations',
  'invalidateQueries',
  'useInfiniteQuery',
  'nextjs',
  'ssg',
  'ssg-helpers',
  'ssr',
  'starter-projects',
  'rpc',
  'subscriptions',
  'further-reading',
  'troubleshooting',
] as const;

export type V9Page = `/docs/v9${'' | `/${Exclude<(typeof V9_PAGES)[number], ''>}`}`;
export type V10Page = '/docs' | `/docs/${string}`;

/**
 * Each 9.x page's 10.x twin: where the flat v9 path moved, or the page of the
 * same name. Docusaurus links the twins itself (the unmaintained banner, the
 * version dropdown) because each 9.x file sits at its twin's doc id, with its
 * 9.x URL as `slug` (versioned_docs/version-9.x/server/routers.mdx is
 * /docs/v9/router); redirects.test.ts checks the files against this table, and
 * the version-twin tests check the build and the browser.
 */
export const VERSION_TWINS: Readonly<Record<V9Page, V10Page>> = Object.fromEntries(
  V9_PAGES.map((page) => [page ? `/docs/v9/${page}` : '/docs/v9', page ? (MOVED[page] ?? `/docs/${page}`) : '/docs']),
) as Record<V9Page, V10Page>;

/** The 9.x twin of a 10.x page (the first 9.x page that names it), if any. */
export const V9_TWIN_OF: Readonly<Record<string, V9Page>> = Object.entries(VERSION_TWINS).reduce<
  Record<string, V9Page>
>((reverse, [v9, v10]) => (v10 in reverse ? reverse : {...reverse, [v10]: v9 as V9Page}), {});

/** v9-era section folders: /docs/reactjs/useQuery, /docs/links/httpBatchLink, … */
const SECTIONS: Record<string, {to: string; pages: string[]}> = {
  reactjs: {
    to: '/docs/client/react',
    pages: [
      'setup',
      'infer-types',
      'useQuery',
      'useMutation',
      'useInfiniteQuery',
      'useContext',
      'useQueries',
      'suspense',
      'getQueryKey',
      'aborting-procedure-calls',
    ],
  },
  nextjs: {
    to: '/docs/client/nextjs',
    pages: ['setup', 'ssr', 'ssg', 'server-side-helpers', 'aborting-procedure-calls', 'starter-projects'],
  },
  vanilla: {to: '/docs/client/vanilla', pages: ['setup', 'infer-types', 'aborting-procedure-calls']},
  links: {
    to: '/docs/client/links',
    pages: ['httpLink', 'httpBatchLink', 'httpBatchStreamLink', 'wsLink', 'splitLink', 'loggerLink'],
  },
};

/**
 * Redirects of the public site's vercel.json (trpc/trpc, www/vercel.json: the
 * 10.x-era file and the later one, merged), as [source, its destination there].
 * Kept verbatim so that the build test can walk the whole list.
 */
export const PUBLIC_SITE_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/docs/api-gateway', '/docs/server/adapters/aws-lambda'],
  ['/docs/create-react-app', '/docs/reactjs/setup'],
  ['/docs/react-queries-and-mutations', '/docs/react-queries'],
  ['/docs/invalidateQuery', '/docs/reactjs/useUtils#query-invalidation'],
  ['/discord', 'https://discord.gg/wzaMgEJkcf'],
  ['/docs/v10/:path*', '/docs/:path*'],
  ['/blog/hello-trpc', '/blog/introducing-trpc'],
  ['/docs/v10/invalidateQueries', '/docs/reactjs/useUtils#query-invalidation'],
  ['/docs/v10/publicProcedures', '/docs/server/procedures'],
  ['/docs/v10/query-invalidation', '/docs/reactjs/useUtils#query-invalidation'],
  ['/awesome', '/docs/awesome-trpc'],
  ['/sponsor', 'https://github.com/sponsors/trpc'],
  ['/docs/server/output-validation', '/docs/server/validators'],
  ['/docs/server/infer-types', '/docs/client/infer-types'],
  ['/docs/aborting-procedures', '/docs/client/aborting-procedure-calls'],
  ['/docs/server/api-handler', '/server/adapters'],
  ['/docs/cors', '/docs/client/cors'],
  ['/docs/header', '/docs/client/headers'],
  ['/docs/client', '/docs/client/introduction'],
  ['/docs/vanilla', '/docs/client/setup'],
  ['/docs/nextjs', '/docs/client/nextjs/setup'],
  ['/docs/ssg-helpers', '/docs/client/nextjs/server-side-helpers'],
  ['/docs/ssg', '/docs/client/nextjs/ssg'],
  ['/docs/ssr', '/docs/client/nextjs/ssr'],
  ['/docs/starter-projects', '/docs/client/nextjs/starter-projects'],
  ['/docs/next', '/docs/client/nextjs'],
  ['/docs/react', '/docs/reactjs/setup'],
  ['/docs/invalidateQueries', '/docs/reactjs/useUtils#query-invalidation'],
  ['/docs/query-invalidation', '/docs/reactjs/useUtils#query-invalidation'],
  ['/docs/useQuery', '/docs/reactjs/useQuery'],
  ['/docs/useQueries', '/docs/reactjs/useQueries'],
  ['/docs/useMutation', '/docs/reactjs/useMutation'],
  ['/docs/useInfiniteQuery', '/docs/reactjs/useInfiniteQuery'],
  ['/docs/useContext', '/docs/client/react/useUtils'],
  ['/docs/reactjs/useContext', '/docs/client/react/useUtils'],
  ['/docs/client/react/useContext', '/docs/client/react/useUtils'],
  ['/docs/suspense', '/docs/reactjs/suspense'],
  ['/docs/getQueryKey', '/docs/reactjs/getQueryKey'],
  ['/docs/reactjs', '/docs/reactjs/introduction'],
  ['/docs/adapters', '/docs/server/adapters'],
  ['/docs/aws-lambda', '/docs/server/adapters/aws-lambda'],
  ['/docs/express', '/docs/server/adapters/express'],
  ['/docs/fastify', '/docs/server/adapters/fastify'],
  ['/docs/fetch', '/docs/server/adapters/fetch'],
  ['/docs/standalone', '/docs/server/adapters/standalone'],
  ['/docs/authorization', '/docs/server/authorization'],
  ['/docs/caching', '/docs/server/caching'],
  ['/docs/context', '/docs/server/context'],
  ['/docs/data-transformers', '/docs/server/data-transformers'],
  ['/docs/error-formatting', '/docs/server/error-formatting'],
  ['/docs/error-handling', '/docs/server/error-handling'],
  ['/docs/infer-types', '/docs/client/infer-types'],
  ['/docs/server', '/docs/server/introduction'],
  ['/docs/merging-routers', '/docs/server/merging-routers'],
  ['/docs/metadata', '/docs/server/metadata'],
  ['/docs/middlewares', '/docs/server/middlewares'],
  ['/docs/output-validation', '/docs/server/output-validation'],
  ['/docs/procedures', '/docs/server/procedures'],
  ['/docs/router', '/docs/server/routers'],
  ['/docs/server-side-calls', '/docs/server/server-side-calls'],
  ['/drift', 'https://drift.trpc.io'],
  ['/docs/react-mutations', '/docs/reactjs/useMutation'],
  ['/docs/react-queries', '/docs/reactjs/useQuery'],
  ['/buy/tier-pro', 'https://github.com/sponsors/trpc/sponsorships?tier_id=73667'],
  ['/edge-runtimes', '/docs/server/adapters/fetch'],
  ['/faq', '/docs/faq'],
  ['/docs/extra', '/docs/further'],
  ['/docs/nextjs/ssg-helpers', '/docs/client/nextjs/server-side-helpers'],
  ['/docs/awesome-trpc', '/docs/community/awesome-trpc'],
  ['/docs/contributing', '/docs/community/contributing'],
  ['/docs/love', '/docs/community/love'],
  ['/docs/sponsors', '/docs/community/sponsors'],
  ['/docs/client/setup', '/docs/client/vanilla/setup'],
  ['/docs/client/introduction', '/docs/client/vanilla'],
  ['/docs/client/infer-types', '/docs/client/vanilla/infer-types'],
  ['/docs/reactjs/aborting-procedure-calls', '/docs/client/react/aborting-procedure-calls'],
  ['/docs/reactjs/getQueryKey', '/docs/client/react/getQueryKey'],
  ['/docs/reactjs/infer-types', '/docs/client/react/infer-types'],
  ['/docs/reactjs/introduction', '/docs/client/react'],
  ['/docs/client/reactjs/setup', '/docs/client/react/setup'],
  ['/docs/reactjs/suspense', '/docs/client/react/suspense'],
  ['/docs/reactjs/useInfiniteQuery', '/docs/client/react/useInfiniteQuery'],
  ['/docs/reactjs/useMutation', '/docs/client/react/useMutation'],
  ['/docs/reactjs/useQueries', '/docs/client/react/useQueries'],
  ['/docs/reactjs/useQuery', '/docs/client/react/useQuery'],
  ['/docs/nextjs/aborting-procedure-calls', '/docs/client/nextjs/aborting-procedure-calls'],
  ['/docs/nextjs/introduction', '/docs/client/nextjs'],
  ['/docs/nextjs/server-side-helpers', '/docs/client/nextjs/server-side-helpers'],
  ['/docs/nextjs/setup', '/docs/client/nextjs/setup'],
  ['/docs/nextjs/ssg', '/docs/client/nextjs/ssg'],
  ['/docs/nextjs/ssr', '/docs/client/nextjs/ssr'],
  ['/docs/nextjs/starter-projects', '/docs/client/nextjs/starter-projects'],
  ['/docs/links/httpBatchLink', '/docs/client/links/httpBatchLink'],
  ['/docs/links/httpBatchStreamLink', '/docs/client/links/httpBatchStreamLink'],
  ['/docs/links/httpLink', '/docs/client/links/httpLink'],
  ['/docs/links/loggerLink', '/docs/client/links/loggerLink'],
  ['/docs/links', '/docs/client/links'],
  ['/docs/links/overview', '/docs/client/links'],
  ['/docs/links/splitLink', '/docs/client/links/splitLink'],
  ['/docs/links/wsLink', '/docs/client/links/wsLink'],
  ['/docs/reactjs/:path', '/docs/client/react/:path'],
  ['/docs/v11/:path*', '/docs/:path*'],
  ['/docs/v11', '/docs'],
  ['/docs/migrate-from-v9-to-v10', '/docs/v10/migrate-from-v9-to-v10'],
  ['/docs/websockets', '/docs/server/websockets'],
  ['/docs/subscriptions', '/docs/server/subscriptions'],
];

/**
 * Where the public site's redirects land here, when neither their source nor
 * their destination is one of this site's own older paths (those are above).
 * The public site's pages of later majors (useUtils, server/websockets) have
 * a 10.x page with the same content, named as the current docs' release (src/docs-model) names it.
 */
const FROM_PUBLIC_SITE: Record<string, string> = {
  '/docs/api-gateway': '/docs/server/adapters/aws-lambda',
  '/docs/create-react-app': '/docs/client/react/setup',
  '/docs/react-queries-and-mutations': '/docs/client/react/useQuery',
  '/docs/invalidateQuery': '/docs/client/react/useContext',
  '/blog/hello-trpc': '/blog/introducing-trpc',
  '/docs/v10/invalidateQueries': '/docs/client/react/useContext',
  '/docs/v10/publicProcedures': '/docs/server/procedures',
  '/docs/v10/query-invalidation': '/docs/client/react/useContext',
  '/awesome': '/docs/community/awesome-trpc',
  '/docs/server/output-validation': '/docs/server/validators',
  '/docs/server/infer-types': '/docs/client/vanilla/infer-types',
  '/docs/aborting-procedures': '/docs/client/vanilla/aborting-procedure-calls',
  '/docs/server/api-handler': '/docs/server/adapters',
  '/docs/next': '/docs/client/nextjs',
  '/docs/query-invalidation': '/docs/client/react/useContext',
  '/docs/useQuery': '/docs/client/react/useQuery',
  '/docs/useQueries': '/docs/client/react/useQueries',
  '/docs/useMutation': '/docs/client/react/useMutation',
  '/docs/suspense': '/docs/client/react/suspense',
  '/docs/getQueryKey': '/docs/client/react/getQueryKey',
  '/docs/server': '/docs/server/introduction',
  '/edge-runtimes': '/docs/server/adapters/fetch',
  '/faq': '/docs/faq',
  '/docs/extra': '/docs/further',
  '/docs/nextjs/ssg-helpers': '/docs/client/nextjs/server-side-helpers',
  '/docs/client/setup': '/docs/client/vanilla/setup',
  '/docs/client/introduction': '/docs/client/vanilla',
  '/docs/client/infer-types': '/docs/client/vanilla/infer-types',
  '/docs/reactjs/introduction': '/docs/client/react',
  '/docs/client/reactjs/setup': '/docs/client/react/setup',
  '/docs/nextjs/introduction': '/docs/client/nextjs',
  '/docs/links/overview': '/docs/client/links',
  // The 10.x subscriptions page is the WebSocket page: wsLink and applyWSSHandler.
  '/docs/websockets': '/docs/subscriptions',
};

/**
 * Off-site destinations: the host sends the reader on (temporarily, as the
 * public site does, since the invitation or the sponsor page may change); a
 * static page has no client redirect for them (the plugin only redirects to
 * pages of the site). The navbar and the footer link to /discord.
 */
const OFF_SITE: Record<string, string> = {
  '/discord': 'https://discord.gg/wzaMgEJkcf',
  '/sponsor': 'https://github.com/sponsors/trpc',
};

/** The public site's redirects that have no equivalent here, and why. */
export const NO_EQUIVALENT: Readonly<Record<string, string>> = {
  '/docs/v11/:path*':
    'v11 documentation is not part of this site, whose newest docs are 10.x: sending a v11 reader to 10.x pages would document another API',
  '/docs/v11': 'v11 documentation is not part of this site (see /docs/v11/:path*)',
  '/drift': 'an off-site product of a later era, not documentation; this site makes no claim about it',
  '/buy/tier-pro':
    'an off-site sponsorship tier whose id this site cannot vouch for; /docs/community/sponsors says how to sponsor',
  '/discord': 'off-site (a Discord invitation): a host redirect only, no client redirect (see OFF_SITE)',
  '/sponsor': 'off-site (GitHub Sponsors): a host redirect only, no client redirect (see OFF_SITE)',
};

const ownScheme: Redirect[] = [
  ...Object.entries(MOVED).map(([from, to]) => ({from: `/docs/${from}`, to})),
  ...Object.entries(SECTIONS).flatMap(([section, {to, pages}]) => [
    // /docs/nextjs and /docs/links are also flat pages above; the section root is listed once.
    ...(MOVED[section] ? [] : [{from: `/docs/${section}`, to}]),
    ...pages.map((page) => ({from: `/docs/${section}/${page}`, to: `${to}/${page}`})),
  ]),
];

/** Every exact legacy path and its page here (client and host redirects). */
export const redirects: Redirect[] = [
  ...ownScheme,
  ...Object.entries(FROM_PUBLIC_SITE)
    .filter(([from]) => !ownScheme.some((r) => r.from === from))
    .map(([from, to]) => ({from, to})),
];

/**
 * /docs/v10/… named the 10.x pages while v10 was the next version. Every
 * 10.x doc gets a client redirect from its old name; the host has one rule.
 * The API reference came later and never had those names.
 */
export function v10PrefixRedirects(existingPath: string): string[] | undefined {
  const match = /^\/docs(\/.*)?$/.exec(existingPath);
  if (!match || /^\/docs\/(v9|typedoc)(\/|$)/.test(existingPath)) return undefined;
  return [`/docs/v10${match[1] ?? ''}`];
}

/** The host's rules: the exact paths, then the patterns, then the off-site ones. */
export const hostRedirects: HostRedirect[] = [
  ...redirects.map(({from, to}) => ({source: from, destination: to, permanent: true})),
  {source: '/docs/v10', destination: '/docs', permanent: true},
  {source: '/docs/v10/:path*', destination: '/docs/:path*', permanent: true},
  {source: '/docs/reactjs/:path', destination: '/docs/client/react/:path', permanent: true},
  ...Object.entries(OFF_SITE).map(([source, destination]) => ({source, destination, permanent: false})),
];
