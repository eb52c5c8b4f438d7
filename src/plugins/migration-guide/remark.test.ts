import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {highlightToLines} from '../code-highlight/prism';
import {MAPPING, MIGRATION_GUIDE_SOURCE, type MappingSection} from './mapping';
import {panelList, panelNodes} from './panel';
import remarkMigrationGuide, {entriesOfTwin, guideAnchors, remarkMigrationDiffs} from './remark';

const SITE = path.resolve(__dirname, '../../..');

/** A site with a guide and a 10.x page whose 9.x twin uses `createReactQueryHooks` and `.merge('x.', …)`. */
function fixtureSite(guide: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(MIGRATION_GUIDE_SOURCE, guide);
  write('docs/react.mdx', 'Intro.\n\n## Setup\n');
  write(
    'versioned_docs/version-9.x/react.mdx',
    [
      '```ts',
      "import { createReactQueryHooks } from '@trpc/react';",
      'export const trpc = createReactQueryHooks<AppRouter>();',
      '```',
      '',
      '```ts skip-check',
      'const client = createTRPCClient({ url });',
      '```',
    ].join('\n'),
  );
  return dir;
}

const GUIDE = '## Before you start\n\n### React hooks\n\n## Pitfalls\n';
const reactOnly: MappingSection[] = [
  {id: 'react', title: 'React', entries: MAPPING.find((s) => s.id === 'react')!.entries.slice(0, 2)},
];

const textOf = (node: unknown): string =>
  typeof node === 'object' && node !== null
    ? 'value' in node && typeof node.value === 'string'
      ? node.value
      : 'children' in node && Array.isArray(node.children)
        ? node.children.map(textOf).join('')
        : ''
    : '';

describe('the "Coming from 9.x?" panel', () => {
  it("lists what the twin's compiled blocks use (skip-check blocks are not compiled), after the introduction", () => {
    const site = fixtureSite(GUIDE);
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'text', value: 'Intro.'}]},
        {type: 'heading', depth: 2, children: [{type: 'text', value: 'Setup'}]},
      ],
    };
    remarkMigrationGuide({siteDir: site, form: 'page', mapping: reactOnly})(tree, {
      path: path.join(site, 'docs/react.mdx'),
    });
    const panel = tree.children[1] as unknown as {name: string; children: unknown[]};
    expect(panel.name).toBe('details');
    expect(textOf(panel.children[0])).toBe('Coming from 9.x?');
    expect(textOf(panel)).toContain('createReactQueryHooks<AppRouter>() → createTRPCReact<AppRouter>() (React hooks)');
    expect(textOf(panel)).not.toContain('createTRPCClient');
  });

  it('changes when a 9.x API is renamed in the data', () => {
    const source = fs.readFileSync(path.join(SITE, 'versioned_docs/version-9.x/client/react/useQuery.mdx'), 'utf8');
    const before = entriesOfTwin('useQuery.mdx', source, MAPPING);
    expect(before.map((e) => e.v9)).toContain('`createReactQueryHooks<AppRouter>()`');
    const renamed = MAPPING.map((section) => ({
      ...section,
      entries: section.entries.map((entry) =>
        entry.v9 === '`createReactQueryHooks<AppRouter>()`'
          ? {...entry, v9: '`createHooks<AppRouter>()`', recognisers: [{identifier: 'createHooks'}]}
          : entry,
      ),
    }));
    const after = entriesOfTwin('useQuery.mdx', source, renamed);
    expect(after.map((e) => e.v9)).not.toContain('`createReactQueryHooks<AppRouter>()`');
    expect(after.map((e) => e.v9)).not.toContain('`createHooks<AppRouter>()`');
    expect(after.length).toBe(before.length - 1);
  });

  it('is the same list in the Markdown twin, as a quoted section; no panel without a mapped API', () => {
    const options = {v9Label: '9.x', guideUrl: '/docs/g', anchorTitles: new Map([['react-hooks', 'React hooks']])};
    const entries = reactOnly[0]!.entries.slice(1);
    const [twin] = panelNodes(entries, 'twin', options);
    expect(twin!.type).toBe('blockquote');
    expect(textOf(twin)).toContain(textOf(panelList(entries, options)));
    expect(panelNodes([], 'page', options)).toEqual([]);
  });
});

describe('the guide anchor check', () => {
  it('fails with the entry named when its anchor is missing', () => {
    const site = fixtureSite('## Before you start\n\n## Pitfalls\n');
    expect(() => guideAnchors(site, reactOnly)).toThrow(/React: `createReactQueryHooks<AppRouter>\(\)` → #react-hooks/);
  });

  it("passes for the site's guide and mapping, escaped heading ids included", () => {
    const titles = guideAnchors(SITE, MAPPING);
    expect(titles.get('converting-nextjs')).toBe('Next.js');
  });
});

describe('the cheat-sheet directive', () => {
  it("becomes the section's table, and an unknown section fails", () => {
    const site = fixtureSite(GUIDE);
    const directive = {
      type: 'leafDirective',
      name: 'migration-cheat-sheet',
      attributes: {section: 'react'},
      children: [],
    };
    const tree = {type: 'root', children: [directive]} as unknown as Root;
    remarkMigrationGuide({siteDir: site, form: 'twin', mapping: reactOnly})(tree, {});
    expect(tree.children[0]!.type).toBe('table');
    expect(textOf((tree.children[0] as unknown as {children: unknown[]}).children[1])).toBe(
      '@trpc/react with react-query v3@trpc/react-query with @tanstack/react-query v4',
    );
    const bad = {type: 'root', children: [{...directive, attributes: {section: 'nope'}}]} as unknown as Root;
    expect(() => remarkMigrationGuide({siteDir: site, form: 'page', mapping: reactOnly})(bad, {})).toThrow(
      /names no section/,
    );
  });
});

describe('remarkMigrationDiffs', () => {
  const block = (meta: string, value: string): Code => ({
    type: 'code',
    lang: 'ts',
    meta,
    value: '',
    data: {hProperties: {highlightedHtml: highlightToLines(value, 'ts', [])!.join('\n')}} as never,
  });
  const oldCode = "import { a } from 'x';\nconst c = a.query('list');\nexport default c;";
  const newCode = "import { a } from 'x';\nconst c = a.list.query();\nexport default c;\nexport { a };";

  it('merges a 9.x block into the 10.x block of the same file; the copy is the new code only', () => {
    const tree: Root = {type: 'root', children: [block('v9 title="c.ts"', oldCode), block('title="c.ts"', newCode)]};
    remarkMigrationDiffs()(tree);
    expect(tree.children).toHaveLength(2);
    // The 9.x block stays whole, closed, before the diff.
    const kept = tree.children[0] as unknown as {name: string; children: unknown[]};
    expect(kept.name).toBe('details');
    expect(textOf(kept.children[0])).toBe('The whole 9.x file (c.ts)');
    expect((kept.children[1] as Code).meta).toBe('v9 title="c.ts"');
    const merged = tree.children[1] as Code & {data: {hProperties: Record<string, unknown>}};
    // What the copy button copies (the block's code): the 10.x code, no removed line, no marker.
    expect(merged.value).toBe(newCode);
    expect(merged.meta).toBe('title="c.ts (9.x → 10.x)"');
    const html = merged.data.hProperties.highlightedHtml as string;
    expect(html.split('\n')).toHaveLength(4);
    expect(html.match(/code-diff-removed/g)).toHaveLength(1);
    expect(html.match(/code-diff-added/g)).toHaveLength(2);
    expect(merged.data.hProperties.className).toEqual(['language-ts', 'code-diff']);
  });

  it('leaves blocks of different files, or two 10.x blocks, apart', () => {
    const tree: Root = {
      type: 'root',
      children: [block('v9 title="a.ts"', oldCode), block('title="b.ts"', newCode), block('title="b.ts"', oldCode)],
    };
    remarkMigrationDiffs()(tree);
    expect(tree.children.map((node) => node.type)).toEqual(['code', 'code', 'code']);
  });
});
