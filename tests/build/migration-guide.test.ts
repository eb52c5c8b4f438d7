/**
 * The migration guide's data in the build (src/plugins/migration-guide): the cheat sheet
 * rendered from it, every anchor it links to present in the built guide, the diffs, and the
 * "Coming from 9.x?" panel of 10.x pages, in their HTML and their Markdown twins. What each
 * page should list is computed from the data and the 9.x twins, never written here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MAPPING, MIGRATION_GUIDE, MIGRATION_GUIDE_SOURCE} from '../../src/plugins/migration-guide/mapping';
import {entriesOfTwin, twinSource} from '../../src/plugins/migration-guide/remark';
import {BUILD_DIR, loadRoute, routeOfSource} from './html';

const SITE = path.resolve(__dirname, '../..');
const guide = loadRoute(MIGRATION_GUIDE);
const twinOf = (route: string) => fs.readFileSync(path.join(BUILD_DIR, `${route}.md`), 'utf8');
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A 10.x page with a panel and one whose 9.x twin uses no mapped API. */
const PANEL_PAGE = 'docs/server/routers.mdx';
const NO_PANEL_PAGE = 'docs/example-apps.mdx';
const expected = (page: string) => {
  const twin = twinSource(SITE, page)!;
  const entries = entriesOfTwin(twin, fs.readFileSync(path.join(SITE, twin), 'utf8'), MAPPING);
  return entries.filter((e, i) => entries.findIndex((x) => x.v9 === e.v9) === i);
};

describe('the cheat sheet and the diffs of the guide', () => {
  it('renders one table per section of the mapping, a row per entry, in the page and its twin', () => {
    const tables = guide('table').filter((_, t) => guide(t).find('th').first().text() === 'v9');
    expect(tables.length).toBe(MAPPING.length);
    MAPPING.forEach((section, i) => {
      expect(tables.eq(i).find('tbody tr').length).toBe(section.entries.length);
    });
    const markdown = twinOf(MIGRATION_GUIDE);
    expect(markdown.match(/^\| v9 +\| v10 +\|$/gm)?.length).toBe(MAPPING.length);
    expect(markdown).toContain('| `createReactQueryHooks<AppRouter>()`');
    expect(markdown).not.toContain('migration-cheat-sheet');
  });

  it('has every heading the mapping links to', () => {
    for (const entry of MAPPING.flatMap((s) => s.entries))
      expect(guide(`[id="${entry.anchor}"]`).length, `#${entry.anchor} (${entry.v9})`).toBe(1);
  });

  it('shows each 9.x/10.x pair of a file as one diff, whose copy is the new code', () => {
    const source = fs.readFileSync(path.join(SITE, MIGRATION_GUIDE_SOURCE), 'utf8');
    const pairs = source.match(/^```tsx? v9 title=/gm)?.length ?? 0;
    const diffs = guide('.code-diff');
    expect(pairs).toBeGreaterThan(0);
    expect(diffs.length).toBe(pairs);
    diffs.each((_, block) => {
      const $block = guide(block);
      const removed = $block.find('.code-diff-removed');
      const added = $block.find('.code-diff-added');
      expect(removed.length + added.length).toBeGreaterThan(0);
      // Marked by a sign, highlighted as TypeScript on both sides.
      removed.each((_, line) => expect(guide(line).text().startsWith('− ')).toBe(true));
      added.each((_, line) => expect(guide(line).text().startsWith('+ ')).toBe(true));
      expect($block.find('.code-diff-removed .token, .code-diff-added .token').length).toBeGreaterThan(0);
      expect($block.find('[class*="codeBlockTitle"]').text()).toMatch(/\(9\.x → 10\.x\)$/);
    });
    // Each 9.x block stays whole (its setup, its playground link), closed, before its diff.
    const kept = guide('details[data-diff-before]');
    expect(kept.length).toBe(pairs);
    kept.each((_, details) => {
      expect(guide(details).find('a[data-playground]').length).toBe(1);
      expect(
        guide(details).next().find('.code-diff').length + (guide(details).next().is('.code-diff') ? 1 : 0),
      ).toBeGreaterThan(0);
    });
  });
});

describe('the "Coming from 9.x?" panel', () => {
  it('lists, on a 10.x page, what its 9.x twin uses, each linked to its section of the guide', () => {
    const entries = expected(PANEL_PAGE);
    expect(entries.length).toBeGreaterThan(0);
    const $ = loadRoute(routeOfSource(PANEL_PAGE, ''));
    const panel = $('details[data-migration-panel]');
    expect(panel.length).toBe(1);
    expect(panel.attr('open')).toBeUndefined();
    expect(text(panel.find('summary').text())).toBe('Coming from 9.x?');
    // After the introduction: the article's first paragraph comes before it.
    expect(panel.prevAll('p').length).toBeGreaterThan(0);
    const items = panel.find('li');
    expect(items.length).toBe(entries.length);
    entries.forEach((entry, i) => {
      const link = items.eq(i).find('a');
      expect(link.attr('href')).toBe(`${MIGRATION_GUIDE}#${entry.anchor}`);
      expect(text(items.eq(i).text())).toContain(entry.v9.replace(/`/g, ''));
    });
  });

  it('is in the Markdown twin, as a quoted section with absolute links', () => {
    const markdown = twinOf(routeOfSource(PANEL_PAGE, ''));
    expect(markdown).toContain('> **Coming from 9.x?**');
    for (const entry of expected(PANEL_PAGE)) expect(markdown).toContain(`${MIGRATION_GUIDE}#${entry.anchor})`);
  });

  it('is absent where the 9.x twin uses no mapped API, and on the guide itself', () => {
    expect(expected(NO_PANEL_PAGE)).toEqual([]);
    expect(loadRoute(routeOfSource(NO_PANEL_PAGE, ''))('details[data-migration-panel]').length).toBe(0);
    expect(guide('details[data-migration-panel]').length).toBe(0);
  });
});
