/**
 * The migration guide's cheat sheet as data: every 9.x API, its 10.x replacement, the
 * section of the guide that explains it, and how to recognise it in 9.x code. The guide's
 * tables render from it (::migration-cheat-sheet in docs/migrate-from-v9-to-v10.mdx) and so
 * does the "Coming from 9.x?" panel of each 10.x page whose 9.x twin uses one of the APIs
 * (./panel.ts), so the two cannot disagree.
 *
 * `v9` and `v10` are inline Markdown (code spans and words); `anchor` is a heading id of
 * the guide, checked against the guide at build time (./anchors.ts).
 */

/** What an argument of a call is, as a recogniser asks for it. */
export type ArgKind = 'string' | 'array' | 'object' | 'procedure' | 'other';

/**
 * How an API shows in 9.x code, read from the syntax tree of the compiled blocks (./uses.ts):
 * - `identifier`: the name appears (imported, called, used as a type);
 * - `method`: a call `receiver.method(args)`; `receiver` is the object's name when it is a
 *   plain name, `args` the kinds of the first arguments (`procedure` is an object literal
 *   with `resolve`), `arity` the exact number of arguments, `without` a kind no argument may be;
 * - `module`: an import from this module (exact name, or a prefix ending in `/`).
 */
export type Recogniser =
  | {identifier: string}
  | {method: string; receiver?: string; args?: readonly ArgKind[]; arity?: number; without?: ArgKind}
  | {module: string};

export interface MappingEntry {
  v9: string;
  v10: string;
  /** The guide's heading that explains the change. */
  anchor: string;
  /** Empty for what did not change: a page that uses it gets nothing to do. */
  recognisers: readonly Recogniser[];
}

export interface MappingSection {
  /** The cheat sheet's table, as `::migration-cheat-sheet{section="…"}` names it. */
  id: string;
  title: string;
  entries: readonly MappingEntry[];
}

const routerQuery = (method: string): Recogniser => ({method, args: ['string', 'procedure']});
const clientCall = (method: string): Recogniser => ({method, args: ['string'], without: 'procedure'});

export const MIGRATION_GUIDE = '/docs/migrate-from-v9-to-v10';

export const MAPPING: readonly MappingSection[] = [
  {
    id: 'server',
    title: 'Server',
    entries: [
      {
        v9: '`trpc.router<Context>()`',
        v10: '`const t = initTRPC.context<Context>().create()`, then `t.router({ … })`',
        anchor: 'procedures-and-nesting',
        recognisers: [{method: 'router', arity: 0}],
      },
      {
        v9: "`.query('list', { input, resolve })`",
        v10: '`list: t.procedure.input(schema).query(({ input, ctx }) => …)`',
        anchor: 'procedures-and-nesting',
        recognisers: [routerQuery('query')],
      },
      {
        v9: "`.mutation('submit', { input, resolve })`",
        v10: '`submit: t.procedure.input(schema).mutation(({ input, ctx }) => …)`',
        anchor: 'procedures-and-nesting',
        recognisers: [routerQuery('mutation')],
      },
      {
        v9: "`.subscription('onSubmit', { resolve })` returning `new Subscription()`",
        v10: '`onSubmit: t.procedure.subscription(() => observable(…))`',
        anchor: 'subscriptions',
        recognisers: [routerQuery('subscription'), {identifier: 'Subscription'}],
      },
      {
        v9: '`emit.data(value)` / `emit.error(err)`',
        v10: '`emit.next(value)` / `emit.error(err)`, plus `emit.complete()`',
        anchor: 'subscriptions',
        recognisers: [{method: 'data', receiver: 'emit'}],
      },
      {
        v9: '`output: schema` in the procedure object',
        v10: '`.output(schema)` on the builder',
        anchor: 'procedures-and-nesting',
        recognisers: [{identifier: 'output'}],
      },
      {
        v9: '`meta: { … }` in the procedure object, `.meta<Meta>()` on the router',
        v10: '`initTRPC.meta<Meta>()`, then `.meta({ … })` on the builder',
        anchor: 'procedures-and-nesting',
        recognisers: [{method: 'meta', arity: 0}],
      },
      {
        v9: "`.merge('talk.', talkRouter)`",
        v10: '`t.router({ talk: talkRouter })` (nest under a key)',
        anchor: 'procedures-and-nesting',
        recognisers: [{method: 'merge', args: ['string']}],
      },
      {
        v9: '`.merge(otherRouter)` without prefix',
        v10: '`t.mergeRouters(routerA, routerB)`',
        anchor: 'on-the-server',
        recognisers: [{method: 'merge', arity: 1}],
      },
      {
        v9: '`.middleware(fn)` on a router, applying to everything after it',
        v10: '`t.middleware(fn)` and `t.procedure.use(mw)`, exported as a reusable procedure',
        anchor: 'procedures-and-nesting',
        recognisers: [{method: 'middleware'}],
      },
      {
        v9: '`.transformer(superjson)` on the root router',
        v10: '`initTRPC.create({ transformer: superjson })`',
        anchor: 'on-the-server',
        recognisers: [{method: 'transformer'}],
      },
      {
        v9: '`.formatError(fn)` on the root router',
        v10: '`initTRPC.create({ errorFormatter: fn })`',
        anchor: 'on-the-server',
        recognisers: [{method: 'formatError'}],
      },
      {
        v9: "`router.createCaller(ctx).query('talk.list')`",
        v10: '`appRouter.createCaller(ctx).talk.list()`',
        anchor: 'server-side-calls-and-inferred-types',
        recognisers: [{method: 'createCaller'}],
      },
      {
        v9: "`inferProcedureOutput<AppRouter['_def']['queries']['talk.list']>`",
        v10: "`inferRouterOutputs<AppRouter>['talk']['list']`",
        anchor: 'server-side-calls-and-inferred-types',
        recognisers: [{identifier: 'inferProcedureOutput'}],
      },
      {
        v9: "`inferProcedureInput<AppRouter['_def']['mutations']['talk.submit']>`",
        v10: "`inferRouterInputs<AppRouter>['talk']['submit']`",
        anchor: 'server-side-calls-and-inferred-types',
        recognisers: [{identifier: 'inferProcedureInput'}],
      },
      {v9: '`TRPCError`, `inferAsyncReturnType`', v10: 'Unchanged', anchor: 'on-the-server', recognisers: []},
      {
        v9: 'Adapters: `createNextApiHandler`, `createExpressMiddleware`, `fastifyTRPCPlugin`, `createHTTPServer`, `awsLambdaRequestHandler`, `applyWSSHandler`',
        v10: 'Unchanged names and options; pass the v10 router',
        anchor: 'on-the-server',
        recognisers: [],
      },
    ],
  },
  {
    id: 'client',
    title: 'Vanilla client and links',
    entries: [
      {
        v9: '`createTRPCClient<AppRouter>({ url })`',
        v10: '`createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url })] })`',
        anchor: 'vanilla-client',
        recognisers: [{identifier: 'createTRPCClient'}],
      },
      {
        v9: "`client.query('talk.list')`",
        v10: '`client.talk.list.query()`',
        anchor: 'vanilla-client',
        recognisers: [clientCall('query')],
      },
      {
        v9: "`client.mutation('talk.submit', input)`",
        v10: '`client.talk.submit.mutate(input)`',
        anchor: 'vanilla-client',
        recognisers: [clientCall('mutation')],
      },
      {
        v9: "`client.subscription('talk.onSubmit', input, { onNext })`",
        v10: '`client.talk.onSubmit.subscribe(input, { onData })`',
        anchor: 'vanilla-client',
        recognisers: [clientCall('subscription')],
      },
      {
        v9: "`import { httpBatchLink } from '@trpc/client/links/httpBatchLink'` (one path per link)",
        v10: "`import { httpBatchLink, wsLink, splitLink, loggerLink } from '@trpc/client'`; the per-link paths still resolve in 10.30, so this change can wait",
        anchor: 'vanilla-client',
        recognisers: [{module: '@trpc/client/links/'}],
      },
      {
        v9: '`splitLink({ condition, left, right })` (9.27 also accepts `true`/`false`)',
        v10: '`splitLink({ condition, true: …, false: … })`; `left` and `right` are gone',
        anchor: 'vanilla-client',
        recognisers: [{identifier: 'splitLink'}],
      },
      {v9: '`transformer` in the client options', v10: 'Unchanged', anchor: 'vanilla-client', recognisers: []},
    ],
  },
  {
    id: 'react',
    title: 'React',
    entries: [
      {
        v9: '`@trpc/react` with `react-query` v3',
        v10: '`@trpc/react-query` with `@tanstack/react-query` v4',
        anchor: 'before-you-start',
        recognisers: [{module: '@trpc/react'}, {module: 'react-query'}],
      },
      {
        v9: '`createReactQueryHooks<AppRouter>()`',
        v10: '`createTRPCReact<AppRouter>()`',
        anchor: 'react-hooks',
        recognisers: [{identifier: 'createReactQueryHooks'}],
      },
      {
        v9: "`trpc.useQuery(['talk.get', { slug }])`",
        v10: '`trpc.talk.get.useQuery({ slug })`',
        anchor: 'react-hooks',
        recognisers: [{method: 'useQuery', args: ['array']}],
      },
      {
        v9: "`trpc.useMutation('talk.submit')`",
        v10: '`trpc.talk.submit.useMutation()`',
        anchor: 'react-hooks',
        recognisers: [
          {method: 'useMutation', args: ['string']},
          {method: 'useMutation', args: ['array']},
        ],
      },
      {
        v9: "`trpc.useInfiniteQuery(['talk.feed', { limit }], opts)`",
        v10: '`trpc.talk.feed.useInfiniteQuery({ limit }, opts)`',
        anchor: 'react-hooks',
        recognisers: [{method: 'useInfiniteQuery', args: ['array']}],
      },
      {
        v9: "`trpc.useSubscription(['talk.onSubmit'], { onNext })`",
        v10: '`trpc.talk.onSubmit.useSubscription(undefined, { onData })`',
        anchor: 'react-hooks',
        recognisers: [{method: 'useSubscription', args: ['array']}],
      },
      {
        v9: '`trpc.useContext()`',
        v10: 'Unchanged name; helpers move onto the procedure path',
        anchor: 'react-hooks',
        recognisers: [{method: 'useContext', arity: 0}],
      },
      {
        v9: "`utils.invalidateQueries(['talk.list'])`",
        v10: '`utils.talk.list.invalidate()`',
        anchor: 'react-hooks',
        recognisers: [{method: 'invalidateQueries', args: ['array']}],
      },
      {
        v9: '`utils.invalidateQueries()` with no arguments',
        v10: '`utils.invalidate()`',
        anchor: 'react-hooks',
        recognisers: [{method: 'invalidateQueries', arity: 0}],
      },
      {
        v9: "`utils.fetchQuery(['talk.get', { slug }])`",
        v10: '`utils.talk.get.fetch({ slug })`',
        anchor: 'react-hooks',
        recognisers: [{method: 'fetchQuery', args: ['array']}],
      },
      {
        v9: "`utils.prefetchQuery(['talk.list'])`",
        v10: '`utils.talk.list.prefetch()`',
        anchor: 'react-hooks',
        recognisers: [{method: 'prefetchQuery', args: ['array']}],
      },
      {
        v9: "`utils.getQueryData(['talk.list'])`",
        v10: '`utils.talk.list.getData()`',
        anchor: 'react-hooks',
        recognisers: [{method: 'getQueryData', args: ['array']}],
      },
      {
        v9: "`utils.setQueryData(['talk.list'], updater)`",
        v10: '`utils.talk.list.setData(undefined, updater)`',
        anchor: 'react-hooks',
        recognisers: [{method: 'setQueryData', args: ['array']}],
      },
      {
        v9: "`utils.refetchQueries(['talk.list'])` / `utils.cancelQuery(['talk.list'])`",
        v10: '`utils.talk.list.refetch()` / `utils.talk.list.cancel()`',
        anchor: 'react-hooks',
        recognisers: [{method: 'refetchQueries'}, {method: 'cancelQuery'}],
      },
      {
        v9: "`utils.setInfiniteQueryData(['talk.feed', input], updater)`",
        v10: '`utils.talk.feed.setInfiniteData(input, updater)`',
        anchor: 'react-hooks',
        recognisers: [{method: 'setInfiniteQueryData'}],
      },
      {
        v9: "Raw query keys such as `['talk.list']` with `queryClient`",
        v10: '`getQueryKey(trpc.talk.list)` from `@trpc/react-query`',
        anchor: 'pitfalls',
        recognisers: [{identifier: 'useQueryClient'}, {identifier: 'QueryClient'}],
      },
    ],
  },
  {
    id: 'nextjs',
    title: 'Next.js',
    entries: [
      {
        v9: '`withTRPC<AppRouter>({ config, ssr })(MyApp)`',
        v10: '`const trpc = createTRPCNext<AppRouter>({ config, ssr })`, then `trpc.withTRPC(MyApp)`',
        anchor: 'converting-nextjs',
        recognisers: [{identifier: 'withTRPC'}],
      },
      {
        v9: '`config()` returning `{ url }`',
        v10: '`config()` returning `{ links: [httpBatchLink({ url })] }`',
        anchor: 'converting-nextjs',
        recognisers: [{identifier: 'withTRPC'}],
      },
      {
        v9: '`createSSGHelpers` from `@trpc/react/ssg`',
        v10: '`createServerSideHelpers` from `@trpc/react-query/server`',
        anchor: 'converting-nextjs',
        recognisers: [{identifier: 'createSSGHelpers'}],
      },
      {
        v9: "`ssg.fetchQuery('talk.get', { slug })`",
        v10: '`helpers.talk.get.fetch({ slug })`',
        anchor: 'converting-nextjs',
        recognisers: [{method: 'fetchQuery', args: ['string']}],
      },
      {
        v9: "`ssg.prefetchQuery('talk.list')`",
        v10: '`helpers.talk.list.prefetch()`',
        anchor: 'converting-nextjs',
        recognisers: [{method: 'prefetchQuery', args: ['string']}],
      },
      {
        v9: '`ssg.dehydrate()`',
        v10: '`helpers.dehydrate()` (unchanged)',
        anchor: 'converting-nextjs',
        recognisers: [],
      },
    ],
  },
];

/** The guide's source file, whose headings the anchors must name. */
export const MIGRATION_GUIDE_SOURCE = 'docs/migrate-from-v9-to-v10.mdx';
