/**
 * The mapping (./mapping.ts) as Markdown trees: the guide's cheat-sheet tables, and the
 * "Coming from 9.x?" panel of a 10.x page. Pure: data in, mdast out; the remark plugin
 * (./remark.ts) puts them in the page and in its Markdown twin.
 */
import type {List, ListItem, PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {MappingEntry, MappingSection} from './mapping';

const inlineParser = unified().use(remarkParse);

/** A cell's inline Markdown (code spans, words) as phrasing nodes. */
export function inlineMarkdown(markdown: string): PhrasingContent[] {
  const tree = inlineParser.parse(markdown) as Root;
  const first = tree.children[0];
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: markdown}];
}

const cell = (markdown: string) => ({type: 'tableCell' as const, children: inlineMarkdown(markdown)});

/** One table of the cheat sheet, headed "v9 | v10" as the guide's prose calls the versions. */
export function cheatSheetTable(section: MappingSection): Table {
  const rows: TableRow[] = [
    {type: 'tableRow', children: [cell('v9'), cell('v10')]},
    ...section.entries.map((entry): TableRow => ({type: 'tableRow', children: [cell(entry.v9), cell(entry.v10)]})),
  ];
  return {type: 'table', align: [null, null], children: rows};
}

export interface PanelOptions {
  /** The 9.x version's label, as the reader knows it ("9.x"). */
  v9Label: string;
  /** The guide's URL, without an anchor. */
  guideUrl: string;
  /** Each anchor's heading text in the guide, for the links' names. */
  anchorTitles: ReadonlyMap<string, string>;
}

export const PANEL_SUMMARY = (v9Label: string) => `Coming from ${v9Label}?`;

/** The list: each 9.x API → its replacement, and the guide's section on it. */
export function panelList(entries: readonly MappingEntry[], options: PanelOptions): List {
  // Two entries can say the same thing for one page (a row per form of a call): once is enough.
  const unique = entries.filter((entry, i) => entries.findIndex((e) => e.v9 === entry.v9) === i);
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: unique.map((entry): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            ...inlineMarkdown(entry.v9),
            {type: 'text', value: ' → '},
            ...inlineMarkdown(entry.v10),
            {type: 'text', value: ' ('},
            {
              type: 'link',
              url: `${options.guideUrl}#${entry.anchor}`,
              children: [{type: 'text', value: options.anchorTitles.get(entry.anchor) ?? entry.anchor}],
            },
            {type: 'text', value: ')'},
          ],
        },
      ],
    })),
  };
}

const intro = (v9Label: string): PhrasingContent[] => [
  {
    type: 'text',
    value: `The ${v9Label} version of this page uses these APIs. What replaced each, with the section of the migration guide that explains it:`,
  },
];

/**
 * The panel as the page shows it: a <details> closed by default (MDX hands `details` to the
 * theme's Details, a native <details> that opens without JavaScript), or, for the Markdown
 * twin, the same words as a quoted section. Nothing when the page's twin uses no mapped API.
 */
export function panelNodes(
  entries: readonly MappingEntry[],
  form: 'page' | 'twin',
  options: PanelOptions,
): RootContent[] {
  if (entries.length === 0) return [];
  const summary = PANEL_SUMMARY(options.v9Label);
  const body: RootContent[] = [{type: 'paragraph', children: intro(options.v9Label)}, panelList(entries, options)];
  if (form === 'twin')
    return [
      {
        type: 'blockquote',
        children: [
          {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: summary}]}]},
          ...body,
        ],
      } as RootContent,
    ];
  return [
    {
      type: 'mdxJsxFlowElement',
      name: 'details',
      attributes: [{type: 'mdxJsxAttribute', name: 'data-migration-panel', value: 'true'}],
      children: [
        {type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [{type: 'text', value: summary}]},
        ...body,
      ],
    } as unknown as RootContent,
  ];
}

/** Where the panel goes: after the page's first paragraph (its introduction), else before its first section. */
export function panelIndex(children: readonly RootContent[]): number {
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'heading' && node.depth >= 2) return i;
    if (node.type === 'paragraph') return i + 1;
  }
  return children.length;
}

/** The entries whose anchor the guide lacks, each named for the build's error. */
export function missingAnchors(mapping: readonly MappingSection[], anchors: ReadonlySet<string>): string[] {
  return mapping.flatMap((section) =>
    section.entries
      .filter((entry) => !anchors.has(entry.anchor))
      .map((entry) => `${section.title}: ${entry.v9} → #${entry.anchor}`),
  );
}
