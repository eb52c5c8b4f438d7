import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFiles, routeOfHtmlFile} from '../../src/built-site/files';
import routes from '../routes.json';
import {BUILD_DIR, htmlFileOf, loadRoute, readSearchIndex} from './html';

const REFERENCE = htmlFiles(path.join(BUILD_DIR, 'docs/typedoc')).map((f) => routeOfHtmlFile(BUILD_DIR, f));
const SYMBOLS = Object.entries(routes.typedocSymbols).flatMap(([pkg, names]) =>
  names.map((name) => [pkg, name] as const),
);
/** Symbols the issue says hand-written pages must link to. */
const LINKED = [
  'initTRPC',
  'TRPCError',
  'createTRPCProxyClient',
  'httpBatchLink',
  'createTRPCReact',
  'createTRPCNext',
  'inferRouterInputs',
];

describe('API reference', () => {
  it.each(routes.typedocPrefixes)('%s has an overview page listing exports by kind', (prefix) => {
    const $ = loadRoute(prefix);
    expect($('h1').text()).toBe(`@trpc/${prefix.split('/').pop()}`);
    const kinds = $('article h2')
      .map((_, h) =>
        $(h)
          .text()
          .replace(/\u200b/g, '')
          .trim(),
      )
      .get();
    expect(kinds).toEqual(expect.arrayContaining(['Functions']));
    expect(kinds.every((k) => ['Classes', 'Interfaces', 'Type Aliases', 'Variables', 'Functions'].includes(k))).toBe(
      true,
    );
  });

  it.each(SYMBOLS)('@trpc/%s exports %s, with a page whose h1 names it', (pkg, name) => {
    const page = REFERENCE.find((r) => r.startsWith(`/docs/typedoc/${pkg}/`) && r.endsWith(`/${name}`));
    expect(page, `no page for ${name}`).toBeDefined();
    expect(loadRoute(page!)('h1').text()).toContain(name);
  });

  it('every reference page has a title, a description and source links to the v10.30.0 tag', () => {
    expect(REFERENCE.length).toBeGreaterThan(50);
    let sourceLinks = 0;
    for (const route of REFERENCE) {
      const $ = loadRoute(route);
      expect($('title').text(), route).toMatch(/\S \| tRPC$/);
      expect($('meta[name="description"]').attr('content')?.trim().length ?? 0, route).toBeGreaterThan(0);
      // "Defined in" links; JSDoc text may link to issues and discussions too.
      for (const a of $('a[href^="https://github.com/trpc/trpc/blob/"]').get()) {
        sourceLinks++;
        expect($(a).attr('href'), route).toMatch(
          /^https:\/\/github\.com\/trpc\/trpc\/blob\/v10\.30\.0\/packages\/[a-z-]+\/src\/.+#L\d+$/,
        );
      }
    }
    expect(sourceLinks).toBeGreaterThan(REFERENCE.length);
  });

  it('hand-written pages link to the reference for the symbols they teach, and every such link resolves', () => {
    const linked = new Set<string>();
    for (const route of routes.docs_10x) {
      const $ = loadRoute(route);
      for (const href of $('article a[href^="/docs/typedoc/"]')
        .map((_, a) => $(a).attr('href'))
        .get()) {
        const target = href.split('#')[0]!;
        expect(fs.existsSync(htmlFileOf(target)), `${route} links to ${href}`).toBe(true);
        linked.add(target.split('/').pop()!);
      }
    }
    for (const name of LINKED) expect(linked, name).toContain(name);
  });

  it('is in the 10.x sidebar, one category per package, and 9.x has none', () => {
    // Collapsed categories render no items on the server: look from inside the reference.
    const $ = loadRoute('/docs/typedoc/server/variables/initTRPC');
    const api = $('.theme-doc-sidebar-menu .menu__list-item').filter(
      (_, li) => $(li).children('div').text().trim() === 'API Reference',
    );
    expect(
      api
        .find('a')
        .map((_, a) => $(a).text().trim())
        .get(),
    ).toEqual(expect.arrayContaining(['@trpc/server', '@trpc/client', '@trpc/react-query', '@trpc/next']));
    expect(fs.existsSync(path.join(BUILD_DIR, 'docs/v9/typedoc'))).toBe(false);
    expect(loadRoute('/docs/v9/router')('.theme-doc-sidebar-menu').text()).not.toContain('API Reference');
  });

  it('is searchable in the 10.x index', () => {
    const records = readSearchIndex('current.json');
    expect(records.some((r) => r.url.startsWith('/docs/typedoc/server/'))).toBe(true);
    const v9 = readSearchIndex('9.x.json');
    expect(v9.some((r) => r.url.startsWith('/docs/typedoc/'))).toBe(false);
  });
});
