import {describe, expect, it} from 'vitest';
import {
  contextFit,
  homeTwin,
  llmsFullTxt,
  llmsTxt,
  sectionFiles,
  sectionSlug,
  sidebarGroups,
  sizeLabel,
  unlisted,
  versionsNote,
  type SidebarItem,
  type TwinPage,
} from './llms';
import {twinPath} from './twinPath';

const page = (id: string, description = `About ${id}.`): TwinPage => ({
  id,
  title: id.toUpperCase(),
  description,
  markdownUrl: `https://trpc.io/docs/${id}.md`,
  markdown: `# ${id.toUpperCase()}\n\nBody of ${id}.\n`,
});
const pages = new Map(['intro', 'a', 'b', 'c', 'nested', 'orphan'].map((id) => [id, page(id)]));
const sidebar: SidebarItem[] = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    label: 'Server',
    link: {type: 'doc', id: 'a'},
    items: [
      {type: 'doc', id: 'b'},
      {type: 'category', label: 'Deep', items: [{type: 'doc', id: 'nested'}]},
    ],
  },
  {type: 'category', label: 'Empty', link: {type: 'generated-index'}, items: [{type: 'link'}]},
  {
    type: 'category',
    label: 'Client',
    items: [
      {type: 'doc', id: 'c'},
      {type: 'ref', id: 'a'},
    ],
  },
];

describe('sidebarGroups', () => {
  it('groups pages by top-level category in reading order, the category page first, nested categories inline', () => {
    const groups = sidebarGroups(sidebar, pages, 'Docs');
    expect(groups.map((g) => [g.title, g.pages.map((p) => p.id)])).toEqual([
      ['Docs', ['intro']],
      ['Server', ['a', 'b', 'nested']],
      ['Client', ['c']],
    ]);
    expect(unlisted(groups, [...pages.values()]).map((p) => p.id)).toEqual(['orphan']);
  });
});

describe('llmsTxt', () => {
  it('writes a title, the summary as a quote, notes, then a list per section with descriptions', () => {
    const text = llmsTxt({
      title: 'tRPC 10.x',
      summary: 'Typesafe\nAPIs.',
      notes: ['Read the Markdown.'],
      groups: [{title: 'Server', pages: [page('a', 'Line one\nline two.'), page('b', '')]}],
      links: [{title: 'More', items: [{title: 'Index [API]', url: 'https://trpc.io/x.txt'}]}],
    });
    expect(text).toBe(
      '# tRPC 10.x\n\n> Typesafe APIs.\n\nRead the Markdown.\n\n## Server\n\n- [A](https://trpc.io/docs/a.md): Line one line two.\n- [B](https://trpc.io/docs/b.md)\n\n## More\n\n- [Index \\[API\\]](https://trpc.io/x.txt)\n',
    );
  });
});

describe('llmsFullTxt', () => {
  it('joins every page with its source URL, separated by rules that cannot turn text into headings', () => {
    const text = llmsFullTxt('tRPC', 'Summary.', [page('a'), page('b')]);
    expect(text).toBe(
      '# tRPC\n\n> Summary.\n\n---\n\nSource: https://trpc.io/docs/a.md\n\n# A\n\nBody of a.\n\n---\n\nSource: https://trpc.io/docs/b.md\n\n# B\n\nBody of b.\n',
    );
  });
});

describe('twinPath', () => {
  it('is the URL plus .md', () => {
    expect(twinPath('/docs/server/routers')).toBe('/docs/server/routers.md');
    expect(twinPath('/docs/v9/')).toBe('/docs/v9.md');
    expect(twinPath('/')).toBe('/index.md');
  });
});

describe('sectionFiles', () => {
  const page = (id: string, size: number): TwinPage => ({
    id,
    title: id,
    description: '',
    markdownUrl: `https://trpc.io/docs/${id}.md`,
    markdown: `# ${id}\n\n${'x'.repeat(size)}\n`,
  });
  it('keeps a small section in one file named after it', () => {
    const files = sectionFiles('tRPC 10.x', 'Summary.', {title: 'Backend Usage', pages: [page('a', 100)]});
    expect(files.map((f) => f.name)).toEqual(['llms-backend-usage.txt']);
    expect(files[0]!.text).toMatch(/^# tRPC 10\.x: Backend Usage\n\n> Summary\.\n/);
    expect(files[0]!.text).toContain('Source: https://trpc.io/docs/a.md');
  });
  it('cuts a large one between pages into numbered parts within the budget, in order', () => {
    const pages = ['a', 'b', 'c', 'd', 'e'].map((id) => page(id, 400));
    const files = sectionFiles('tRPC 10.x', 'Summary.', {title: 'Client Usage', pages}, 1000);
    expect(files.map((f) => f.name)).toEqual([
      'llms-client-usage.txt',
      'llms-client-usage-2.txt',
      'llms-client-usage-3.txt',
    ]);
    for (const file of files) expect(new TextEncoder().encode(file.text).length).toBeLessThanOrEqual(1000);
    expect(files.flatMap((f) => f.pages.map((p) => p.id))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(files[1]!.text).toMatch(/^# tRPC 10\.x: Client Usage \(part 2 of 3\)/);
  });
  it('slugs titles to file names', () => {
    expect(sectionSlug('Next.js')).toBe('next-js');
    expect(sectionSlug('tRPC')).toBe('trpc');
  });
});

describe('sizes as llms.txt states them', () => {
  it('gives kilobytes and tokens as bytes / 4, rounded as a reader rounds', () => {
    expect(sizeLabel(44_631)).toBe('44 KB, about 11k tokens');
    expect(sizeLabel(6353)).toBe('6 KB, about 1.6k tokens');
    expect(sizeLabel(1596)).toBe('2 KB, about 400 tokens');
    expect(sizeLabel(100)).toBe('1 KB, about 30 tokens');
  });
  it('says whether a file fits a 200k-token context window', () => {
    expect(contextFit(968_702)).toBe('more than a 200k-token context window holds');
    expect(contextFit(327_600)).toBe('fits a 200k-token context window');
    expect(contextFit(800_000)).toBe('fits a 200k-token context window');
  });
});

describe('versionsNote', () => {
  const v10 = {title: 'tRPC 10.x', url: 'https://trpc.io/llms.txt', trpcVersion: '10.30.0'};
  const v9 = {title: 'tRPC 9.x (unmaintained)', url: 'https://trpc.io/docs/v9/llms.txt', trpcVersion: '9.27.4'};
  it("names the release the index is for, then links every other version's index", () => {
    expect(versionsNote(v10, [v9])).toBe(
      "These docs are for tRPC 10.x, `@trpc/server` 10.30.0. A project on another major version of `@trpc/server` (see its package.json) should read that version's index instead:\n\n" +
        '- [tRPC 9.x (unmaintained)](https://trpc.io/docs/v9/llms.txt): `@trpc/server` 9.27.4',
    );
    expect(versionsNote(v9, [v10])).toContain('- [tRPC 10.x](https://trpc.io/llms.txt): `@trpc/server` 10.30.0');
    expect(versionsNote(v10, [])).toBe('These docs are for tRPC 10.x, `@trpc/server` 10.30.0.');
  });
});

describe('homeTwin', () => {
  it("says what the site is and links each version's index and the API reference's", () => {
    const text = homeTwin({
      title: 'tRPC',
      tagline: 'Move fast.',
      summary: 'Typesafe\nAPIs.',
      versions: [{title: 'tRPC 10.x', url: 'https://trpc.io/llms.txt', trpcVersion: '10.30.0'}],
      apiReference: {title: 'tRPC 10.x API reference', url: 'https://trpc.io/docs/typedoc/llms.txt'},
    });
    expect(text).toBe(
      '# tRPC\n\n> Move fast.\n\nTypesafe APIs.\n\n## Docs for agents\n\n' +
        '- [tRPC 10.x](https://trpc.io/llms.txt): every page as Markdown, by section, for `@trpc/server` 10.30.0\n' +
        '- [tRPC 10.x API reference](https://trpc.io/docs/typedoc/llms.txt): every exported symbol\n',
    );
  });
});
