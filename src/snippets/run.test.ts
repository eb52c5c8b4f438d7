import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatError, runSnippetCheck, versionOfPage} from './run';

const repoRoot = path.resolve(__dirname, '../..');
const fixture = (name: string) => `src/snippets/__fixtures__/${name}`;

describe('versionOfPage', () => {
  it('maps folders to versions', () => {
    expect(versionOfPage('docs/server/routers.mdx')).toBe('10.x');
    expect(versionOfPage('blog/2022-11-21-announcing-trpc-10.mdx')).toBe('10.x');
    expect(versionOfPage('versioned_docs/version-9.x/router.mdx')).toBe('9.x');
  });
});

describe('runSnippetCheck', () => {
  it('reports a wrong sample at its page and Markdown line', {timeout: 60_000}, () => {
    const {versions, problems} = runSnippetCheck(repoRoot, [fixture('wrong-sample.mdx')], {enforceSkipBudget: false});
    expect(problems).toEqual([]);
    const errors = versions.flatMap((v) => v.errors);
    expect(errors).toHaveLength(1);
    expect(formatError(errors[0]!)).toMatch(
      /^src\/snippets\/__fixtures__\/wrong-sample\.mdx:26:7 - error TS2322: Type 'number' is not assignable to type 'string'/,
    );
  });

  it('compiles titled files, tabs, cut setup and v9 blocks, and fails the opt-out budget', {timeout: 60_000}, () => {
    const {versions, problems} = runSnippetCheck(repoRoot, [fixture('tabs-and-titles.mdx')], {enforceSkipBudget: true});
    expect(versions.flatMap((v) => v.errors)).toEqual([]);
    expect(versions.map((v) => [v.version, v.checked, v.skipped])).toEqual([
      ['10.x', 2, 1],
      ['9.x', 1, 0],
    ]);
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/1 blocks opt out with skip-check/)]);
  });

  it(
    'with a cache, remembers the pages that passed, counts their blocks, and reports a failure every time',
    {
      timeout: 60_000,
    },
    () => {
      const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snippet-passes-'));
      const pages = [fixture('tabs-and-titles.mdx'), fixture('wrong-sample.mdx')];
      const run = () => runSnippetCheck(repoRoot, pages, {enforceSkipBudget: false, cacheDir});
      const first = run();
      // Two passes (the first page, in 10.x and in 9.x); the wrong sample is not remembered.
      expect(fs.readdirSync(cacheDir)).toHaveLength(2);
      const second = run();
      expect(fs.readdirSync(cacheDir)).toHaveLength(2);
      for (const result of [first, second]) {
        expect(result.versions.flatMap((v) => v.errors).map(formatError)).toEqual([
          expect.stringMatching(/^src\/snippets\/__fixtures__\/wrong-sample\.mdx:26:7 - error TS2322/),
        ]);
      }
      expect(second.versions.map((v) => v.checked)).toEqual(first.versions.map((v) => v.checked));
    },
  );
});
