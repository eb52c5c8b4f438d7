/** One page of each type the performance budgets name; the benchmark and the byte-budget test share them. */
export const PAGES = {
  home: '/',
  doc10: '/docs/server/routers',
  doc9: '/docs/v9/router',
  blogPost: '/blog/announcing-trpc-10',
  apiPage: '/docs/typedoc/server/variables/initTRPC',
} as const;
export type PageType = keyof typeof PAGES;
