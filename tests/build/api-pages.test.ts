/**
 * Every API reference page of a function, type alias or variable shows its
 * signature as one highlighted code block (no split "chips"), its
 * description, and, where a guide names the symbol, a link to it that resolves.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import {describe, expect, it} from 'vitest';
import {htmlFiles, routeOfHtmlFile} from '../../src/built-site/files';
import {BUILD_DIR, htmlFileOf, loadRoute} from './html';

const REFERENCE = htmlFiles(path.join(BUILD_DIR, 'docs/typedoc')).map((f) => routeOfHtmlFile(BUILD_DIR, f));
const SIGNATURE_PAGES = REFERENCE.filter((r) => /\/(functions|type-aliases|variables)\//.test(r));
const KEYWORD: Record<string, string> = {functions: 'function', 'type-aliases': 'type', variables: 'const'};

/** The article's top section: what comes between the title and the first second-level heading. */
function topSection($: CheerioAPI): Cheerio<AnyNode> {
  const body = $('article .theme-doc-markdown').first();
  const top: AnyNode[] = [];
  for (const node of body.children().get()) {
    if ($(node).is('h2')) break;
    if (!$(node).is('header, h1')) top.push(node);
  }
  return $(top);
}

describe('API reference pages', () => {
  it('are there to test', () => {
    expect(SIGNATURE_PAGES.length).toBeGreaterThan(40);
  });

  it.each(SIGNATURE_PAGES)('%s: one highlighted signature block, no signature chips', (route) => {
    const $ = loadRoute(route);
    const top = topSection($);
    const blocks = top.filter('div[class*="codeBlockContainer"], .theme-code-block').add(top.find('.theme-code-block'));
    expect(blocks.length, 'signature code blocks').toBe(1);
    const code = blocks.first().find('pre code');
    const name = route.split('/').pop()!;
    const keyword = KEYWORD[route.split('/').at(-2)!]!;
    expect(code.text().replace(/\s+/g, ' '), 'the signature').toMatch(new RegExp(`^${keyword} ${name}\\b`));
    // Highlighted at build time: tokens, not a line of plain text.
    expect(code.find('.token').length, 'highlighted tokens').toBeGreaterThan(2);
    // typedoc's old signature: a blockquote of inline code "chips".
    expect(top.filter('blockquote').length + top.find('blockquote').length, 'signature chips').toBe(0);
    // Nor a paragraph made mostly of code marks (a description may mark a word or two).
    const chipParagraphs = top.filter('p').filter((_, p) => {
      const codeText = $(p).find('code').text().length;
      return codeText > 0 && codeText >= $(p).text().length / 2;
    });
    expect(chipParagraphs.length, 'paragraphs of code chips').toBe(0);
  });

  it('title and describe the symbol as text: no Markdown escapes or strike-through marks', () => {
    for (const route of REFERENCE) {
      const $ = loadRoute(route);
      const title = $('title').text();
      expect(title, route).not.toMatch(/\\[<>_]|~~/);
      expect($('meta[name="description"]').attr('content') ?? '', route).not.toMatch(/\\[<>_(]|\\ |\\$|^Defined in/);
      expect($('h1').text(), route).not.toMatch(/\\|~~/);
    }
  });

  it('link the guide that names their symbol, and every such link resolves', () => {
    let linked = 0;
    for (const route of REFERENCE) {
      const $ = loadRoute(route);
      const links = $('article p.api-guide-link a');
      expect(links.length, route).toBeLessThanOrEqual(1);
      if (links.length === 0) continue;
      linked++;
      const [target, anchor] = links.attr('href')!.split('#');
      expect(fs.existsSync(htmlFileOf(target!)), `${route} → ${target}`).toBe(true);
      expect(target, route).not.toMatch(/^\/docs\/(typedoc|v9)\//);
      if (anchor) expect(loadRoute(target!)(`[id="${anchor}"]`).length, `${route} → ${target}#${anchor}`).toBe(1);
    }
    expect(linked).toBeGreaterThanOrEqual(10);
    // A deprecated symbol's guide by name teaches what replaced it (`t.router`, not v9's `router()`).
    expect(loadRoute('/docs/typedoc/server/functions/router')('p.api-guide-link').length).toBe(0);
    expect(loadRoute('/docs/typedoc/server/variables/initTRPC')('p.api-guide-link a').attr('href')).toMatch(
      /^\/docs\/server\/routers#/,
    );
  });

  it('say something under every "Deprecated" heading, and its links resolve', () => {
    let deprecated = 0;
    for (const route of REFERENCE) {
      const $ = loadRoute(route);
      $('article')
        .find('h2, h3, h4, h5, h6')
        .filter(
          (_, h) =>
            $(h)
              .text()
              .replace(/\u200b/g, '')
              .trim() === 'Deprecated',
        )
        .each((_, heading) => {
          deprecated++;
          const next = $(heading).next();
          expect(next.is('p') && next.text().trim().length > 0, `${route}: text under "Deprecated"`).toBe(true);
          for (const a of next.find('a[href^="/"]').get()) {
            const [target, anchor] = $(a).attr('href')!.split('#');
            expect(fs.existsSync(htmlFileOf(target!)), `${route} → ${target}`).toBe(true);
            if (anchor) expect(loadRoute(target!)(`[id="${anchor}"]`).length, `${route} → #${anchor}`).toBe(1);
          }
        });
    }
    expect(deprecated).toBeGreaterThanOrEqual(10);
    expect(loadRoute('/docs/typedoc/client/interfaces/TRPCClient')('article').text()).toContain(
      'createTRPCProxyClient',
    );
  });

  it('say "(deprecated)" after every struck-through name outside a heading, where a screen reader reads it', () => {
    let struck = 0;
    for (const route of REFERENCE) {
      const $ = loadRoute(route);
      $('article del').each((_, del) => {
        if ($(del).closest('h1, h2, h3, h4, h5, h6').length > 0) return;
        struck++;
        expect(del.nextSibling?.type === 'text' ? del.nextSibling.data : '', `${route}: after ${$(del).text()}`).toBe(
          ' (deprecated)',
        );
      });
    }
    expect(struck).toBeGreaterThanOrEqual(10);
  });
});
