/**
 * Remark plugins of the migration guide's data (./mapping.ts):
 *
 * - `remarkMigrationGuide`: `::migration-cheat-sheet{section="server"}` in the guide becomes
 *   that table of the mapping; every 10.x page whose 9.x twin (the 9.x file at the same
 *   path, as Docusaurus pairs them) uses a mapped API gets the "Coming from 9.x?" panel
 *   after its introduction. The twin's APIs are read from the blocks the snippet checker
 *   compiles (src/snippets/extract.ts; `skip-check` blocks are not compiled, so not read),
 *   the part a reader of the 9.x page saw (below `// ---cut---`). `form: 'twin'` gives the
 *   same for the page's Markdown twin (src/plugins/markdown-twins).
 *   An entry whose anchor the guide lacks fails the build, the entry named.
 * - `remarkMigrationDiffs`: a 9.x block followed by the 10.x block of the same file (same
 *   title) becomes one diff block (./diff.ts); the 9.x block stays before it, closed. Runs
 *   after highlighting.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Parent, Root, RootContent} from 'mdast';
import {CURRENT_VERSION, V9_VERSION} from '../../docs-model';
import {extractSnippets, parseMeta} from '../../snippets/extract';
import {headingsOf} from '../../remark/headings';
import {stripCut} from '../../remark/snippetCut';
import {textOfHtml} from '../../text/html';
import {DIFF_BLOCK_CLASS, diffBlock} from './diff';
import {MAPPING, MIGRATION_GUIDE, MIGRATION_GUIDE_SOURCE, type MappingSection} from './mapping';
import {cheatSheetTable, missingAnchors, panelIndex, panelNodes, type PanelOptions} from './panel';
import {entriesUsed, mergeUses, sectionOfPage, usesOf, type Uses} from './uses';

export interface Options {
  siteDir: string;
  /** `page` for the site, `twin` for the Markdown twins. */
  form: 'page' | 'twin';
  /** The mapping; the site's own unless a test gives another. */
  mapping?: readonly MappingSection[];
}

export const CHEAT_SHEET_DIRECTIVE = 'migration-cheat-sheet';

/** The guide's headings (id → text); throws when an entry of the mapping points at none. */
export function guideAnchors(siteDir: string, mapping: readonly MappingSection[]): Map<string, string> {
  // A heading id is written escaped for MDX (`\{#id\}`); headingsOf reads it unescaped.
  const source = fs
    .readFileSync(path.join(siteDir, MIGRATION_GUIDE_SOURCE), 'utf8')
    .replace(/\\\{#([^}\\]+)\\\}/g, '{#$1}');
  const titles = new Map(headingsOf(source).map((h) => [h.id, h.text]));
  const missing = missingAnchors(mapping, new Set(titles.keys()));
  if (missing.length > 0)
    throw new Error(
      `migration guide: ${missing.length} cheat-sheet entr${missing.length === 1 ? 'y points' : 'ies point'} at a heading ${MIGRATION_GUIDE_SOURCE} lacks (src/plugins/migration-guide/mapping.ts):\n${missing.join('\n')}`,
    );
  return titles;
}

/** The 9.x twin's source of a 10.x page (`docs/server/routers.mdx`), if there is one. */
export function twinSource(siteDir: string, page: string): string | undefined {
  const prefix = `${CURRENT_VERSION.contentDir}/`;
  if (!page.startsWith(prefix)) return undefined;
  const rest = page.slice(prefix.length).replace(/\.mdx?$/, '');
  return ['.mdx', '.md']
    .map((ext) => `${V9_VERSION.contentDir}/${rest}${ext}`)
    .find((file) => fs.existsSync(path.join(siteDir, file)));
}

/**
 * Each 9.x page's uses, parsed once while its source stays the same: the 10.x page and its
 * Markdown twin (two instances of the plugin) both ask for them.
 */
const usesOfTwin = new Map<string, {source: string; uses: Uses}>();

/** The mapped APIs the blocks of a 9.x page use, in the cheat sheet's order, the page's own section first. */
export function entriesOfTwin(page: string, source: string, mapping: readonly MappingSection[]) {
  let known = usesOfTwin.get(page);
  if (known?.source !== source) {
    const blocks = extractSnippets(page, source).filter((s) => !s.skip);
    known = {source, uses: mergeUses(blocks.map((s) => usesOf(stripCut(s.code), s.lang)))};
    usesOfTwin.set(page, known);
  }
  return entriesUsed(known.uses, mapping, sectionOfPage(page.slice(V9_VERSION.contentDir.length + 1)));
}

interface Directive {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
}

export default function remarkMigrationGuide({siteDir, form, mapping = MAPPING}: Options) {
  const anchorTitles = guideAnchors(siteDir, mapping);
  const options: PanelOptions = {v9Label: V9_VERSION.label, guideUrl: MIGRATION_GUIDE, anchorTitles};
  return (tree: Root, file: {path?: string}): void => {
    tree.children = tree.children.flatMap((node): RootContent[] => {
      const directive = node as unknown as Directive;
      if (directive.type !== 'leafDirective' || directive.name !== CHEAT_SHEET_DIRECTIVE) return [node];
      const id = directive.attributes?.section;
      const section = mapping.find((s) => s.id === id);
      if (!section)
        throw new Error(
          `${file.path ?? 'a page'}: ::${CHEAT_SHEET_DIRECTIVE}{section="${id ?? ''}"} names no section of the mapping (${mapping.map((s) => s.id).join(', ')})`,
        );
      return [cheatSheetTable(section)];
    });
    if (!file.path) return;
    const page = path.relative(siteDir, file.path).split(path.sep).join('/');
    const twin = twinSource(siteDir, page);
    if (!twin) return;
    const entries = entriesOfTwin(twin, fs.readFileSync(path.join(siteDir, twin), 'utf8'), mapping);
    const panel = panelNodes(entries, form, options);
    if (panel.length > 0) tree.children.splice(panelIndex(tree.children), 0, ...panel);
  };
}

type Highlighted = Code & {data?: {hProperties?: Record<string, unknown>}};

const highlightedOf = (code: Highlighted): string | undefined => {
  const html = code.data?.hProperties?.highlightedHtml;
  return typeof html === 'string' ? html : undefined;
};

/**
 * Merges each 9.x block that the 10.x block of the same file follows into it, as a diff.
 * The 10.x block keeps what the other plugins gave it (setup, playground link); its code
 * stays the new code (the copy); its lines draw both.
 */
export function remarkMigrationDiffs() {
  return (tree: Root): void => {
    const visit = (parent: Parent): void => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i]!;
        if ('children' in node) visit(node as Parent);
        const next = parent.children[i + 1];
        if (node.type !== 'code' || next?.type !== 'code') continue;
        const before = parseMeta(node.meta);
        const after = parseMeta(next.meta);
        if (!before.words.has('v9') || after.words.has('v9') || !before.title || before.title !== after.title) continue;
        const oldHtml = highlightedOf(node);
        const newHtml = highlightedOf(next);
        if (oldHtml === undefined || newHtml === undefined) continue;
        const oldLines = oldHtml.split('\n');
        const newLines = newHtml.split('\n');
        const newText = newLines.map(textOfHtml);
        const diff = diffBlock({html: oldLines, text: oldLines.map(textOfHtml)}, {html: newLines, text: newText});
        if (diff.added + diff.removed === 0) continue; // The same code: nothing to show as a diff.
        const block = next as Highlighted;
        // The code the copy button copies: the new code (the highlighter may have left it to the HTML).
        block.value = newText.join('\n');
        block.meta =
          `${(next.meta ?? '').replace(/\btitle=(["'])(.*?)\1/, '')} title="${after.title} (${V9_VERSION.label} → ${CURRENT_VERSION.label})"`.trim();
        block.data = {
          ...block.data,
          hProperties: {
            ...block.data?.hProperties,
            highlightedHtml: diff.lines.join('\n'),
            className: [`language-${next.lang}`, DIFF_BLOCK_CLASS],
          },
        };
        // The 9.x block stays, closed, before the diff: its whole file, its setup and its playground link.
        parent.children[i] = {
          type: 'mdxJsxFlowElement',
          name: 'details',
          attributes: [{type: 'mdxJsxAttribute', name: 'data-diff-before', value: 'true'}],
          children: [
            {
              type: 'mdxJsxFlowElement',
              name: 'summary',
              attributes: [],
              children: [{type: 'text', value: `The whole ${V9_VERSION.label} file (${before.title})`}],
            },
            node,
          ],
        } as unknown as RootContent;
        i++;
      }
    };
    visit(tree);
  };
}
