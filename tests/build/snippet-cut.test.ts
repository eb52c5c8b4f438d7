import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {extractSnippets} from '../../src/snippets/extract';
import {listPages} from '../../src/snippets/run';
import {CUT_MARKER, findCutLine, stripCut} from '../../src/remark/snippetCut';
import {readRoute, routeOfSource} from './html';

const repoRoot = path.resolve(__dirname, '../..');

const pagesWithCut = listPages(repoRoot)
  .map((page) => {
    const source = fs.readFileSync(path.join(repoRoot, page), 'utf8');
    const all = extractSnippets(page, source);
    const snippets = all.filter((s) => findCutLine(s.code.split('\n')) !== -1);
    // What the page shows on purpose: every block's code after its marker.
    const visible = new Set(
      all.flatMap((s) =>
        stripCut(s.code)
          .split('\n')
          .map((l) => l.trim()),
      ),
    );
    return {page, route: routeOfSource(page, source), snippets, visible};
  })
  .filter((p) => p.snippets.length > 0 && !p.page.includes('/landing-intro/'));

describe('lines above // ---cut--- are compiled, and rendered only in the "Show setup" disclosure', () => {
  it('some pages use the marker', () => {
    expect(pagesWithCut.length).toBeGreaterThan(0);
  });

  it.each(pagesWithCut.map((p) => [p.route, p] as const))('%s', (_route, {route, snippets, visible}) => {
    const $ = load(readRoute(route));
    // A block's lines are elements when it marks some, else text lines (src/plugins/code-highlight/theme/CodeBlock/Content).
    // The visible code: everything but the "Show setup" disclosure (issue 32), which shows the setup on request.
    const linesOf = (codes: ReturnType<typeof $>) =>
      codes
        .get()
        .flatMap((code) => {
          const lines = $(code).children('.token-line');
          return lines.length > 0 ? lines.map((_, line) => $(line).text()).get() : $(code).text().split('\n');
        })
        .map((line) => line.trim());
    const rendered = new Set(linesOf($('pre code').not('details[data-setup] pre code')));
    const setup = new Set(linesOf($('details[data-setup] pre code')));
    expect(rendered.has(CUT_MARKER)).toBe(false);
    expect(setup.has(CUT_MARKER)).toBe(false);
    const hidden = snippets
      .flatMap((s) => s.code.split('\n').slice(0, findCutLine(s.code.split('\n'))))
      .map((l) => l.trim())
      .filter((l) => l.length > 8 && !visible.has(l));
    for (const line of hidden) {
      expect(rendered.has(line), `rendered: ${line}`).toBe(false);
      expect(setup.has(line), `not in the setup disclosure: ${line}`).toBe(true);
    }
  });
});
