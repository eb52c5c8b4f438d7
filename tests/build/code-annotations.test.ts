import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {pageAnswers} from '../../scripts/snippets/answers';
import {extractSnippets} from '../../scripts/snippets/extract';
import {findMarkers, hasMarkers, shownCode} from '../../scripts/snippets/markers';
import {listPages, versionOfPage} from '../../scripts/snippets/run';
import {readRoute} from './html';

const repoRoot = path.resolve(__dirname, '../..');

/** The route Docusaurus gives a page, from its path and `slug` front matter (as in snippet-cut.test.ts). */
function routeOf(page: string, source: string): string {
  const slug = /^slug:\s*(\S+)\s*$/m.exec(source.split(/^---$/m)[1] ?? '')?.[1];
  if (page.startsWith('blog/')) return `/blog/${slug ?? path.basename(page).replace(/^\d{4}-\d\d-\d\d-|\.mdx?$/g, '')}`;
  const [prefix, dir] = page.startsWith('versioned_docs/version-9.x/') ? ['/docs/v9', 'versioned_docs/version-9.x/'] : ['/docs', 'docs/'];
  if (slug) return slug === '/' ? prefix : `${prefix}${slug}`;
  const rel = page.slice(dir.length).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return rel ? `${prefix}/${rel}` : prefix;
}

const marked = listPages(repoRoot)
  .map((page) => {
    const source = fs.readFileSync(path.join(repoRoot, page), 'utf8');
    const snippets = extractSnippets(page, source).filter((s) => !s.skip && hasMarkers(s.code));
    return {page, source, route: routeOf(page, source), snippets};
  })
  // A partial (`_` file) is no page of its own: the page importing it shows its answers
  // (docs/landing-intro/_HeroSample.mdx: the home page's hero, e2e/home.spec.ts).
  .filter((p) => p.snippets.length > 0 && !path.basename(p.page).startsWith('_'));

describe('twoslash markers in the built pages', () => {
  it('are used in both versions: at least 40 blocks of 10.x and 10 of 9.x', () => {
    const blocks = (version: string) => marked.flatMap((p) => p.snippets.filter((s) => (s.v9 ? '9.x' : versionOfPage(p.page)) === version));
    expect(blocks('10.x').length).toBeGreaterThanOrEqual(40);
    expect(blocks('9.x').length).toBeGreaterThanOrEqual(10);
  });

  // The same compilation the build ran (read from its cache, or run again):
  // what a page shows is what the compiler says of its code now.
  it.each(marked.map((p) => [p.route, p] as const))('%s shows the compiler’s answers and no marker', {timeout: 120_000}, (_route, {page, source, route}) => {
    const {snippets, annotations} = pageAnswers(page, source, {repoRoot, cacheDir: path.join(repoRoot, 'node_modules/.cache/code-queries')});
    const expected = snippets.flatMap((s, i) => (s.skip ? [] : shownCode(s.code, annotations[i]!).annotations.map((a) => [a.kind, a.text])));
    const queries = snippets.reduce((n, s) => n + (s.skip ? 0 : findMarkers(s.code).queries.length), 0);
    expect(expected.filter(([kind]) => kind === 'query').length).toBeGreaterThan(0);
    expect(expected.filter(([kind]) => kind === 'query').length).toBeLessThanOrEqual(queries);

    const $ = load(readRoute(route));
    const shown = $('[data-annotation]')
      .map((_, el) => [[$(el).attr('data-annotation'), $(el).text()]])
      .get();
    expect(shown).toEqual(expected);
    // An annotation sits right after the line it is about (or another annotation of that line).
    $('[data-annotation]').each((_, el) => expect($(el).prevAll('.token-line').length > 0 && $(el).prev().is('.token-line, [data-annotation]')).toBe(true));
    const code = $('pre code .token-line')
      .map((_, el) => $(el).text())
      .get();
    expect(code.filter((line) => /\/\/\s*(\^\?|@errors)/.test(line))).toEqual([]);
  });
});
