import {describe, expect, it} from 'vitest';
import {MAPPING} from './mapping';
import {entriesUsed, sectionOfPage, usesOf} from './uses';

const v9Names = (code: string, lang: 'ts' | 'tsx' = 'ts') => entriesUsed(usesOf(code, lang), MAPPING).map((e) => e.v9);

describe('usesOf and entriesUsed: the 9.x APIs a block uses', () => {
  it('recognises a v9 router: chained procedures, a prefixed merge, a middleware', () => {
    const names = v9Names(`
      import * as trpc from '@trpc/server';
      export const app = trpc.router<Context>()
        .query('list', { resolve: () => [] })
        .mutation('add', { input: z.string(), resolve: ({ input }) => input })
        .middleware(({ next }) => next())
        .merge('talk.', talkRouter);
    `);
    expect(names).toEqual([
      '`trpc.router<Context>()`',
      "`.query('list', { input, resolve })`",
      "`.mutation('submit', { input, resolve })`",
      "`.merge('talk.', talkRouter)`",
      '`.middleware(fn)` on a router, applying to everything after it',
    ]);
  });

  it('tells a client call from a router procedure, and a prefixed merge from a plain one', () => {
    expect(v9Names(`await client.query('talk.list'); await client.mutation('talk.add', { title: 'x' });`)).toEqual([
      "`client.query('talk.list')`",
      "`client.mutation('talk.submit', input)`",
    ]);
    expect(v9Names(`trpc.router().merge(other)`)).toEqual([
      '`trpc.router<Context>()`',
      '`.merge(otherRouter)` without prefix',
    ]);
  });

  it('recognises hooks by their tuple keys, imports by module, types by name', () => {
    const names = v9Names(
      `import { createReactQueryHooks } from '@trpc/react';
       import { httpBatchLink } from '@trpc/client/links/httpBatchLink';
       type Out = inferProcedureOutput<AppRouter['_def']['queries']['a']>;
       const trpc = createReactQueryHooks<AppRouter>();
       export function A() { const q = trpc.useQuery(['a']); const u = trpc.useContext(); u.invalidateQueries(['a']); return <p>{q.data}</p>; }`,
      'tsx',
    );
    expect(names).toEqual([
      "`inferProcedureOutput<AppRouter['_def']['queries']['talk.list']>`",
      "`import { httpBatchLink } from '@trpc/client/links/httpBatchLink'` (one path per link)",
      '`@trpc/react` with `react-query` v3',
      '`createReactQueryHooks<AppRouter>()`',
      "`trpc.useQuery(['talk.get', { slug }])`",
      '`trpc.useContext()`',
      "`utils.invalidateQueries(['talk.list'])`",
    ]);
  });

  it('finds nothing in 10.x code', () => {
    expect(
      v9Names(`
        const t = initTRPC.context<Context>().create();
        export const appRouter = t.router({ list: t.procedure.query(() => []) });
        const client = createTRPCProxyClient<typeof appRouter>({ links: [] });
        await client.list.query();
      `),
    ).toEqual([]);
  });
});

describe('what a page is about leads its panel', () => {
  const hookPage = `
    const trpc = createReactQueryHooks<AppRouter>();
    export const appRouter = trpc.router<Context>().query('list', { resolve: () => [] });
    const list = trpc.useQuery(['list']);
  `;
  const sectionsOf = (first?: string) => {
    const order = entriesUsed(usesOf(hookPage, 'tsx'), MAPPING, first).map(
      (entry) => MAPPING.find((s) => s.entries.includes(entry))!.id,
    );
    return order.filter((id, i) => order.indexOf(id) === i);
  };

  it("puts a hook page's React APIs before the server's", () => {
    expect(sectionOfPage('client/react/useQuery.mdx')).toBe('react');
    expect(sectionsOf('react')).toEqual(['react', 'server']);
    expect(sectionsOf()).toEqual(['server', 'react']);
  });

  it('knows each area of the docs by its folder, and none for other pages', () => {
    expect(sectionOfPage('client/nextjs/ssr.mdx')).toBe('nextjs');
    expect(sectionOfPage('client/vanilla/setup.mdx')).toBe('client');
    expect(sectionOfPage('server/routers.mdx')).toBe('server');
    expect(sectionOfPage('quickstart.mdx')).toBeUndefined();
  });
});
