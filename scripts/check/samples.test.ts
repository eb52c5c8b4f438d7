import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSamples} from './samples';

const repoRoot = path.resolve(__dirname, '../..');

describe('checkSamples (a sample that no longer type-checks)', () => {
  it('finds a type error at its line in the page, and reads past a page whose MDX is broken', () => {
    const page = [
      '---',
      'title: Page',
      '---',
      '',
      '```ts',
      "import { initTRPC } from '@trpc/server';",
      'const t = initTRPC.create();',
      "const count: number = 'three';",
      'export const router = t.router({});',
      '```',
      '',
    ].join('\n');
    const result = checkSamples(repoRoot, [
      {page: 'docs/fixture-page.mdx', source: page},
      {page: 'docs/broken.mdx', source: ':::note Old title\n\nx\n\n:::\n'},
    ]);
    expect(result.findings).toEqual([
      {
        file: 'docs/fixture-page.mdx',
        line: 8,
        kind: 'sample',
        message: expect.stringMatching(/^TS2322 \(10\.x, column 7\) Type 'string' is not assignable to type 'number'/),
      },
    ]);
    expect(result.checked).toBe(1);
    expect(result.unread).toEqual(['docs/broken.mdx']);
  }, 60_000);
});
