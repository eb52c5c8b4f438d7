import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {API_REFERENCE} from './src/docs-model';

/** The 10.x information architecture (9.x has its own, in versioned_sidebars/). */
export default {
  docs: [
    {
      type: 'category',
      label: 'tRPC',
      collapsible: false,
      // The heading links to the introduction: a category heading without a link renders as an <a> without href.
      link: {type: 'doc', id: 'index'},
      items: ['getting-started', 'concepts', 'quickstart', 'videos-and-community-resources', 'example-apps'],
    },
    {
      type: 'category',
      label: 'Backend Usage',
      link: {
        type: 'generated-index',
        slug: '/server/introduction',
        title: 'Backend Usage',
        description:
          'Everything that runs on your server: define routers and procedures, validate input, share context, guard procedures with middlewares, serve them through an adapter, and shape the errors your clients receive.',
      },
      items: [
        'server/routers',
        'server/procedures',
        'server/validators',
        'server/merging-routers',
        'server/context',
        'server/middlewares',
        {
          type: 'category',
          label: 'Adapters',
          link: {type: 'doc', id: 'server/adapters/index'},
          items: [
            'server/adapters/standalone',
            'server/adapters/express',
            'server/adapters/fastify',
            'server/adapters/nextjs',
            'server/adapters/aws-lambda',
            'server/adapters/fetch',
          ],
        },
        'server/server-side-calls',
        'server/testing',
        'server/authorization',
        'server/error-handling',
        'server/error-formatting',
        'server/data-transformers',
        'server/file-uploads',
        'server/metadata',
        'server/caching',
      ],
    },
    {
      type: 'category',
      label: 'Client Usage',
      link: {type: 'doc', id: 'client/index'},
      items: [
        {
          type: 'category',
          label: 'React Query',
          link: {type: 'doc', id: 'client/react/index'},
          items: [
            'client/react/setup',
            'client/react/infer-types',
            'client/react/useQuery',
            'client/react/useMutation',
            'client/react/useInfiniteQuery',
            'client/react/useContext',
            'client/react/useQueries',
            'client/react/suspense',
            'client/react/getQueryKey',
            'client/react/aborting-procedure-calls',
          ],
        },
        {
          type: 'category',
          label: 'Next.js',
          link: {type: 'doc', id: 'client/nextjs/index'},
          items: [
            'client/nextjs/setup',
            'client/nextjs/ssr',
            'client/nextjs/ssg',
            'client/nextjs/server-side-helpers',
            'client/nextjs/aborting-procedure-calls',
            'client/nextjs/app-router',
            'client/nextjs/starter-projects',
          ],
        },
        {
          type: 'category',
          label: 'Vanilla Client',
          link: {type: 'doc', id: 'client/vanilla/index'},
          items: ['client/vanilla/setup', 'client/vanilla/infer-types', 'client/vanilla/aborting-procedure-calls'],
        },
        {
          type: 'category',
          label: 'Links',
          link: {type: 'doc', id: 'client/links/index'},
          items: [
            'client/links/httpLink',
            'client/links/httpBatchLink',
            'client/links/httpBatchStreamLink',
            'client/links/wsLink',
            'client/links/splitLink',
            'client/links/loggerLink',
          ],
        },
        'client/error-handling',
        'client/headers',
        'client/cors',
      ],
    },
    {
      type: 'category',
      label: 'Extra information',
      link: {
        type: 'generated-index',
        slug: '/further',
        title: 'Extra information',
        description:
          'The pages here go beyond the everyday API. Read the FAQ when something behaves differently from what you expected: it collects the questions people ask most often, with short answers and pointers. Troubleshooting starts from an error message: paste it into the search to find its cause and fix. The RPC page documents the exact HTTP wire format, for when you call tRPC from curl, another language or a test without the client. Subscriptions covers real-time updates over WebSockets, from the observable on the server to wsLink on the client. Further reading compares tRPC with GraphQL, REST with OpenAPI and gRPC, so you can decide where it fits in your stack.',
      },
      items: ['faq', 'troubleshooting', 'further-reading', 'rpc', 'subscriptions'],
    },
    {
      type: 'category',
      label: 'API Reference',
      // Its pages are a docs instance of their own, with their own sidebar (sidebarsApi.ts).
      items: API_REFERENCE.packages.map((pkg) => ({
        type: 'link' as const,
        label: `@trpc/${pkg}`,
        href: `/${API_REFERENCE.routeBasePath}/${pkg}`,
      })),
    },
    {type: 'category', label: 'Migration', items: ['migrate-from-v9-to-v10']},
    {
      type: 'category',
      label: 'Community',
      items: ['community/awesome-trpc', 'community/contributing', 'community/love', 'community/sponsors'],
    },
  ],
} satisfies SidebarsConfig;
