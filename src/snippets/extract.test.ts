import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractSnippets, parseMeta} from './extract';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');

describe('parseMeta', () => {
  it('reads a quoted title and bare words', () => {
    const meta = parseMeta('title="server/routers/_app.ts" skip-check showLineNumbers');
    expect(meta.title).toBe('server/routers/_app.ts');
    expect([...meta.words]).toEqual(['skip-check', 'showLineNumbers']);
  });

  it('reads single-quoted and unquoted titles', () => {
    expect(parseMeta("title='a b.ts'").title).toBe('a b.ts');
    expect(parseMeta('title=plain.ts v9').title).toBe('plain.ts');
    expect(parseMeta(null)).toEqual({title: undefined, words: new Set()});
  });
});

describe('extractSnippets', () => {
  const snippets = extractSnippets('fixture.mdx', fixture('tabs-and-titles.mdx'));

  it('parses a page once for the same source, and again when it changed', () => {
    const source = '```ts\nconst a = 1;\n```\n';
    const first = extractSnippets('memo.mdx', source);
    const again = extractSnippets('memo.mdx', source);
    expect(again).not.toBe(first);
    expect(again[0]).toBe(first[0]);
    expect(Object.isFrozen(first[0])).toBe(true);
    again.pop();
    expect(extractSnippets('memo.mdx', source)).toHaveLength(1);
    const edited = extractSnippets('memo.mdx', source.replace('1', '2'));
    expect(edited[0]).not.toBe(first[0]);
    expect(edited[0]!.code).toBe('const a = 2;');
    expect(extractSnippets('other.mdx', source)[0]!.page).toBe('other.mdx');
  });

  it('finds blocks inside tabs, skips JSX strings, nested fences and other languages', () => {
    expect(snippets.map((s) => s.title ?? s.lang)).toEqual([
      'server/trpc.ts',
      'server/routers/_app.ts',
      'ts',
      'legacy.tsx',
    ]);
  });

  it('records the Markdown line of the first code line', () => {
    const source = fixture('tabs-and-titles.mdx').split('\n');
    for (const s of snippets) {
      expect(source[s.line - 1]).toBe(s.code.split('\n')[0]);
    }
  });

  it('keeps the lines above ---cut--- for the compiler', () => {
    expect(snippets[1]!.code.startsWith('// ---cut---\nimport')).toBe(true);
  });

  it('reads skip-check and v9', () => {
    expect(snippets.map((s) => [s.skip, s.v9])).toEqual([
      [false, false],
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(snippets[3]!.lang).toBe('tsx');
  });

  it('finds blocks inside admonitions with titles, nested ones with more colons', () => {
    const source = [
      '::::caution[Name the file `[trpc].ts`]',
      '',
      '```ts title="a.ts"',
      'export const a = 1;',
      '```',
      '',
      ':::tip[See [routers](/docs/server/routers)]',
      '',
      '```ts',
      "import { a } from './a';",
      '```',
      '',
      ':::',
      '',
      '::::',
    ].join('\n');
    const found = extractSnippets('admonitions.mdx', source);
    expect(found.map((s) => [s.title ?? s.lang, s.line])).toEqual([
      ['a.ts', 4],
      ['ts', 10],
    ]);
  });

  it('refuses the MDX 1 admonition title, which the page would show as text, with its line', () => {
    expect(() => extractSnippets('old.mdx', 'Intro.\n\n:::caution Always return `next()`\n\nBody.\n\n:::\n')).toThrow(
      expect.objectContaining({line: 3, reason: expect.stringContaining(':::caution[Title]')}),
    );
    // In a code block, the old form is an example, not a callout.
    expect(() => extractSnippets('doc.mdx', '```md\n:::caution Title\n:::\n```\n')).not.toThrow();
  });

  it('reports invalid MDX with its line', () => {
    expect(() => extractSnippets('bad.mdx', 'Hello\n\n<div>\n\nunclosed {\n')).toThrow();
  });
});
