import {describe, expect, it} from 'vitest';
import routes from '../tests/routes.json';
import fs from 'node:fs';
import path from 'node:path';
import {navbar} from './navbar';

type Item = {type?: string; docId?: string; to?: string; label?: string; activeBaseRegex?: string};
const items = (navbar.items as Item[]).filter((item) => item.label);

/** The route of a doc item's doc in the version of `route` (the ids of this site are their paths). */
const docRoute = (docId: string, route: string) => {
  const base = route.startsWith('/docs/v9') ? '/docs/v9' : '/docs';
  return docId === 'index' ? base : `${base}/${docId}`;
};

/** Which items the theme highlights on `route`, as DocNavbarItem and NavbarNavLink decide. */
function highlighted(route: string): string[] {
  return items
    .filter((item) => {
      if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(route);
      if (item.type === 'doc') return docRoute(item.docId!, route) === route;
      return route === item.to || route.startsWith(`${item.to}/`);
    })
    .map((item) => item.label!);
}

describe('one navbar item per page', () => {
  const docs = [
    ...routes.docs_10x,
    ...routes.docs_9x,
    '/docs/typedoc/server',
    '/docs/typedoc/client/functions/createTRPCProxyClient',
  ];

  it.each(docs)('%s highlights exactly one item', (route) => {
    expect(highlighted(route)).toHaveLength(1);
  });

  it('the item a reader expects', () => {
    expect(highlighted('/docs')).toEqual(['Docs']);
    expect(highlighted('/docs/server/routers')).toEqual(['Docs']);
    expect(highlighted('/docs/quickstart')).toEqual(['Quickstart']);
    expect(highlighted('/docs/v9/quickstart')).toEqual(['Quickstart']);
    expect(highlighted('/docs/community/awesome-trpc')).toEqual(['Awesome tRPC Collection']);
    expect(highlighted('/docs/client/nextjs/ssr')).toEqual(['Using Next.js']);
    expect(highlighted('/docs/typedoc/server')).toEqual(['Docs']);
    expect(highlighted('/blog/announcing-trpc-10')).toEqual(['Blog']);
    expect(highlighted('/')).toEqual([]);
  });
});

it('every item type of the navbar has its component (src/theme/NavbarItem/ComponentTypes.tsx)', () => {
  // The map's keys, read from its source (it imports theme components, which only the bundler resolves).
  const source = fs.readFileSync(path.join(__dirname, '../src/theme/NavbarItem/ComponentTypes.tsx'), 'utf8');
  const types = [...source.matchAll(/^\s+(\w+): \w+NavbarItem,$/gm)].map((m) => m[1]);
  expect(types).toContain('default');
  for (const item of navbar.items as {type?: string}[]) expect(types, item.type).toContain(item.type ?? 'default');
});
