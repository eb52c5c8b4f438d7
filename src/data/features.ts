/** What the home page says tRPC gives you, each with the page that shows it. */
export interface Feature {
  title: string;
  description: string;
  to: string;
}

export const features: Feature[] = [
  {
    title: 'Type safety without code generation',
    description:
      'The client imports only the type of your router. Rename a field on the server and every call site that breaks turns red in your editor, with no schema file or build step in between.',
    to: '/docs/concepts',
  },
  {
    title: 'A light footprint',
    description:
      'The client has no runtime dependencies beyond what you already ship, and the server is a few plain functions. Procedures are ordinary async functions you can call and test directly.',
    to: '/docs/server/server-side-calls',
  },
  {
    title: 'Adapters for your server',
    description:
      'Serve the same router from Node, Express, Fastify, Next.js API routes, AWS Lambda or any Fetch-based runtime such as Cloudflare Workers, Deno and Bun.',
    to: '/docs/server/adapters',
  },
  {
    title: 'Request batching',
    description:
      'Calls made in the same tick travel in one HTTP request and come back as one response, so a page that needs five queries does not pay for five round trips.',
    to: '/docs/client/links/httpBatchLink',
  },
  {
    title: 'Subscriptions',
    description:
      'Push live updates to clients over WebSockets with observables on the server and a typed subscription on the client, next to your queries and mutations.',
    to: '/docs/subscriptions',
  },
  {
    title: 'React Query and Next.js',
    description:
      'Typed hooks on top of TanStack Query for caching and invalidation, and a Next.js integration with server-side rendering and static generation.',
    to: '/docs/client/react',
  },
];
