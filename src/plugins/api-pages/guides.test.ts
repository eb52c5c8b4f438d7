import {describe, expect, it} from 'vitest';
import {guideFor, symbolOfTitle, type Guide} from './guides';

const guides: Guide[] = [
  {
    title: 'Define Routers',
    permalink: '/docs/server/routers',
    headings: [
      {text: 'Options of initTRPC', id: 'options-of-inittrpc', depth: 3},
      {text: 'Router', id: 'router', depth: 2},
    ],
  },
  {
    title: 'Concepts',
    permalink: '/docs/concepts',
    headings: [{text: 'initTRPC in a word', id: 'inittrpc-in-a-word', depth: 2}],
  },
  {title: 'httpBatchLink', permalink: '/docs/client/links/httpBatchLink', headings: []},
  {
    title: 'Links: httpBatchLink and more',
    permalink: '/docs/client/links',
    headings: [{text: 'wsLink', id: 'wslink', depth: 2}],
  },
];

describe('guideFor', () => {
  it('picks the guide whose title names the symbol, the most focused title first', () => {
    expect(guideFor('httpBatchLink', guides)).toEqual({
      label: 'httpBatchLink',
      href: '/docs/client/links/httpBatchLink',
    });
  });

  it('falls back to a heading that names it, the highest-level heading first, linked at its anchor', () => {
    expect(guideFor('initTRPC', guides)).toEqual({
      label: 'Concepts: initTRPC in a word',
      href: '/docs/concepts#inittrpc-in-a-word',
    });
    expect(guideFor('wsLink', guides)).toEqual({
      label: 'Links: httpBatchLink and more: wsLink',
      href: '/docs/client/links#wslink',
    });
  });

  it('matches whole names in their own case, and gives no link when no guide names the symbol', () => {
    expect(guideFor('router', guides)).toBeNull();
    expect(guideFor('httpBatch', guides)).toBeNull();
    expect(guideFor('inferRouterOutputs', guides)).toBeNull();
  });
});

describe('symbolOfTitle', () => {
  it('reads the symbol of a typedoc page title', () => {
    expect(symbolOfTitle('Function: createTRPCProxyClient()')).toBe('createTRPCProxyClient');
    expect(symbolOfTitle('Class: TRPCClientError<TRouterOrProcedure>')).toBe('TRPCClientError');
    expect(symbolOfTitle('@trpc/server')).toBeNull();
  });
});
