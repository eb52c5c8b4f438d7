import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {pageAnswers} from '../../src/snippets/answers';
import {extractSnippets} from '../../src/snippets/extract';
import {findMarkers, hasMarkers, shownCode} from '../../src/snippets/markers';
import {listPages, versionOfPage} from '../../src/snippets/run';
import {readRoute, routeOfSource} from './html';
import {CURRENT_VERSION, V9_VERSION} from '../../src/docs-model';

const repoRoot = path.resolve(__dirname, '../..');

const marked = listPages(repoRoot)
  .map((page) => {
    const source = fs.readFileSync(path.join(repoRoot, page), 'utf8');
    const snippets = extractSnippets(page, source).filter((s) => !s.skip && hasMarkers(s.code));
    return {page, source, route: routeOfSource(page, source), snippets};
  })
  // A partial (`_` file) is no page of its own: the page importing it shows its answers
  // (docs/landing-intro/_HeroSample.mdx: the home page's hero, e2e/home.spec.ts).
  .filter((p) => p.snippets.length > 0 && !path.basename(p.page).startsWith('_'));

describe('twoslash markers in the built pages', () => {
  it('are used in both versions: at least 40 blocks of 10.x and 10 of 9.x', () => {
    const blocks = (version: string) =>
      marked.flatMap((p) => p.snippets.filter((s) => (s.v9 ? V9_VERSION.label : versionOfPage(p.page)) === version));
    expect(blocks(CURRENT_VERSION.label).length).toBeGreaterThanOrEqual(40);
    expect(blocks(V9_VERSION.label).length).toBeGreaterThanOrEqual(10);
  });

  // The same compilation the build ran (read from its cache, or run again):
  // what a page shows is what the compiler says of its code now.
  it.each(marked.map((p) => [p.route, p] as const))(
    '%s shows the compiler’s answers and no marker',
    {timeout: 120_000},
    (_route, {page, source, route}) => {
      const {snippets, annotations} = pageAnswers(page, source, {
        repoRoot,
        cacheDir: path.join(repoRoot, 'node_modules/.cache/code-queries'),
      });
      const expected = snippets.flatMap((s, i) =>
        s.skip ? [] : shownCode(s.code, annotations[i]!).annotations.map((a) => [a.kind, a.text]),
      );
      const queries = snippets.reduce((n, s) => n + (s.skip ? 0 : findMarkers(s.code).queries.length), 0);
      expect(expected.filter(([kind]) => kind === 'query').length).toBeGreaterThan(0);
      expect(expected.filter(([kind]) => kind === 'query').length).toBeLessThanOrEqual(queries);

      const $ = load(readRoute(route));
      const shown = $('[data-annotation]')
        .map((_, el) => [[$(el).attr('data-annotation'), $(el).text()]])
        .get();
      expect(shown).toEqual(expected);
      // An annotation sits right after the line it is about (or another annotation of that line).
      $('[data-annotation]').each((_, el) =>
        expect($(el).prevAll('.token-line').length > 0 && $(el).prev().is('.token-line, [data-annotation]')).toBe(true),
      );
      const code = $('pre code .token-line')
        .map((_, el) => $(el).text())
        .get();
      expect(code.filter((line) => /\/\/\s*(\^\?|@errors)/.test(line))).toEqual([]);
    },
  );
});
