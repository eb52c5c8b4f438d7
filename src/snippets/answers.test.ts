import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageAnswers} from './answers';
import {formatError, runSnippetCheck} from './run';

const repoRoot = path.resolve(__dirname, '../..');

const page = (type: string) =>
  ['# A page', '', '```ts', `const value = JSON.parse('1') as ${type};`, '//    ^?', '```', ''].join('\n');

describe('the compiler answers the markers', () => {
  it(
    'shows the type the compiler infers today: a changed type changes the annotation, cache or not',
    {timeout: 60_000},
    () => {
      const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-queries-'));
      const answer = (type: string) =>
        pageAnswers('docs/example.mdx', page(type), {repoRoot, cacheDir}).annotations[0]!;
      expect(answer('number')).toEqual([{kind: 'query', line: 0, column: 6, text: 'const value: number'}]);
      expect(answer('{ id: string }')[0]!.text).toMatch(/^const value: \{\s+id: string;\s+\}$/);
      // Both answers are cached, each under its own code; asking again reads the cache.
      expect(fs.readdirSync(cacheDir)).toHaveLength(2);
      expect(answer('number')[0]!.text).toBe('const value: number');
    },
  );

  it('fails the build with the page and line when a marker points at nothing', {timeout: 60_000}, () => {
    const stale = ['# A page', '', '```ts', 'const value = 1;', '//             ^?', '```', ''].join('\n');
    expect(() => pageAnswers('docs/stale.mdx', stale, {repoRoot})).toThrow(
      /docs\/stale\.mdx:5:16 - error: `\^\?` points at nothing/,
    );
  });

  it(
    'checks a page: answers queries in both versions, turns expected errors into annotations, fails a stale marker',
    {timeout: 60_000},
    () => {
      const fixture = 'src/snippets/__fixtures__/markers.mdx';
      const {versions} = runSnippetCheck(repoRoot, [fixture], {enforceSkipBudget: false});
      const errors = versions.flatMap((v) => v.errors).map(formatError);
      expect(errors).toEqual([
        `${fixture}:29:5 - error: \`^?\` points at nothing with a type on the line above (column 5): move the caret under a name or an expression`,
      ]);
      const [v10, v9] = versions.map((v) => [...v.annotations.values()].flat());
      expect(v10).toEqual([
        {kind: 'query', line: 8, column: 6, text: 'const count: number'},
        {kind: 'error', line: 10, column: 6, text: "Type 'number' is not assignable to type 'string'. (2322)"},
      ]);
      expect(v9).toHaveLength(1);
      expect(v9![0]!.text).toMatch(/^const router: Router<.*Record<"hello", Procedure<.*"world">>/);
    },
  );

  it('fails a block whose expected error is gone', {timeout: 60_000}, () => {
    const fixed = ['# A page', '', '```ts', '// @errors: 2322', 'const label: string = String(1);', '```', ''].join(
      '\n',
    );
    expect(() => pageAnswers('docs/fixed.mdx', fixed, {repoRoot})).toThrow(
      /docs\/fixed\.mdx:4:1 - error: `\/\/ @errors: 2322` expects error TS2322/,
    );
  });
});
