/**
 * Every checked block's "Open in TypeScript Playground" link, read back from
 * the build as the playground reads it (src/snippets/playground.ts) and
 * compiled offline by the snippet checker: a link that does not compile fails
 * with its page and the block's line. Blocks that cannot be one playground
 * file have no link; the test names them with their reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {extractSnippets} from '../../src/snippets/extract';
import {formatError, listPages} from '../../src/snippets/run';
import {decodePlaygroundUrl, PLAYGROUND_OPTIONS, playgroundSource} from '../../src/snippets/playground';
import {PLAYGROUND_PATH, urlOfPlaygroundPage} from '../../src/snippets/playgroundPages';
import {PASSES_DIR} from '../../src/snippets/passes';
import {compilePlaygroundLinks} from '../../src/snippets/playgroundCheck';
import {BUILD_DIR, htmlFileOf, readRoute, routeOfSource} from './html';

const repoRoot = path.resolve(__dirname, '../..');

/** A playground file's code without the `// types: <version>` pins its package imports carry (pinImports). */
const withoutPins = (code: string) => code.replace(/ \/\/ types: \S+$/gm, '');

interface PageLinks {
  page: string;
  route: string;
  /** The blocks that get a link, by line, and those that cannot, with why. */
  linkable: number[];
  /** Each linked block's own code, in the order of `linkable`. */
  codes: string[];
  unlinkable: string[];
  hrefs: string[];
}

// A partial (a `_`-prefixed file, or one imported into a page such as the home page's
// landing-intro steps) has no page of its own: its blocks are checked where they are shown.
const pages: PageLinks[] = listPages(repoRoot).flatMap((page) => {
  const source = fs.readFileSync(path.join(repoRoot, page), 'utf8');
  const route = routeOfSource(page, source);
  if (!fs.existsSync(htmlFileOf(route))) return [];
  const snippets = extractSnippets(page, source);
  const linkable: number[] = [];
  const codes: string[] = [];
  const unlinkable: string[] = [];
  snippets.forEach((snippet, i) => {
    if (snippet.skip) return;
    const result = playgroundSource(snippets, i);
    if (result.code !== undefined) {
      linkable.push(snippet.line);
      codes.push(snippet.code);
    } else unlinkable.push(`${page}:${snippet.line}: ${result.reason}`);
  });
  const $ = load(readRoute(route));
  const hrefs = $('a[data-playground]')
    .map((_, a) => $(a).attr('href') ?? '')
    .get();
  return [{page, route, linkable, codes, unlinkable, hrefs}];
});

describe('playground links', () => {
  it('every checked block has one, in its place, unless it cannot be one playground file', () => {
    const wrong = pages
      .filter((p) => p.hrefs.length !== p.linkable.length)
      .map((p) => `${p.route}: ${p.hrefs.length} links for ${p.linkable.length} blocks`);
    expect(wrong).toEqual([]);
    const linked = pages.reduce((n, p) => n + p.linkable.length, 0);
    const unlinkable = pages.flatMap((p) => p.unlinkable);
    // The exceptions stay few: a block that cannot open in the playground is a gap to close.
    expect(unlinkable.length, unlinkable.join('\n')).toBeLessThan(0.05 * (linked + unlinkable.length));
  });

  it('every link opens its page on the site, which sends the reader to the playground', () => {
    for (const p of pages)
      for (const href of p.hrefs) {
        expect(href.startsWith(PLAYGROUND_PATH), href).toBe(true);
        const file = path.join(BUILD_DIR, `${href}.html`);
        expect(fs.existsSync(file), `${p.route}: ${href} has no page`).toBe(true);
        const html = fs.readFileSync(file, 'utf8');
        expect(urlOfPlaygroundPage(html), href).toMatch(/^https:\/\/www\.typescriptlang\.org\/play\?/);
        expect(html, 'no script on the way').not.toMatch(/<script/i);
      }
  });

  // A link whose code is its block's own (the version pins aside) was compiled by `check:snippets`
  // with the same compiler options (PLAYGROUND_OPTIONS): here only its options are read. A link
  // that inlines other blocks of its page is code no other check compiles, so it is compiled whole.
  it(
    'every link decodes, carries the checker’s options, and compiles if it inlines other blocks: 0 errors',
    {timeout: 600_000},
    () => {
      const links = pages.flatMap((p) =>
        p.hrefs.map((href, i) => {
          const url = urlOfPlaygroundPage(fs.readFileSync(path.join(BUILD_DIR, `${href}.html`), 'utf8')) ?? '';
          const where = `${p.page}:${p.linkable[i] ?? 0} (${p.route}, link ${i + 1})`;
          return {where, url, own: p.codes[i]};
        }),
      );
      expect(links.length).toBeGreaterThan(0);
      const inlining = links.filter(({url, own}) => withoutPins(decodePlaygroundUrl(url).code) !== own);
      expect(inlining.length, 'some links inline other blocks').toBeGreaterThan(0);
      for (const {url, where} of links)
        for (const [key, value] of Object.entries(PLAYGROUND_OPTIONS))
          expect(decodePlaygroundUrl(url).options[key], `${where}: ${key}`).toBe(value);
      // Links that compiled clean before, unchanged, are not compiled again (src/snippets/passes.ts).
      const errors = compilePlaygroundLinks(repoRoot, inlining, {cacheDir: path.join(repoRoot, PASSES_DIR)});
      // Each error names the block (page:line), then the line and column in the playground file.
      expect(errors.map(formatError)).toEqual([]);
    },
  );
});
