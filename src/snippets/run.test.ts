import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatError, runSnippetCheck, versionOfPage} from './run';

const repoRoot = path.resolve(__dirname, '../..');
const fixture = (name: string) => `src/snippets/__fixtures__/${name}`;
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'snippet-passes-'));

describe('versionOfPage', () => {
  it('maps folders to versions', () => {
    expect(versionOfPage('docs/server/routers.mdx')).toBe('10.x');
    expect(versionOfPage('blog/2022-11-21-announcing-trpc-10.mdx')).toBe('10.x');
    expect(versionOfPage('versioned_docs/version-9.x/router.mdx')).toBe('9.x');
  });
});

describe('runSnippetCheck', () => {
  it('reports a wrong sample at its page and Markdown line', {timeout: 60_000}, () => {
    const cacheDir = tempDir();
    const {versions, problems} = runSnippetCheck(repoRoot, [fixture('wrong-sample.mdx')], {
      enforceSkipBudget: false,
      cacheDir,
    });
    // A failure is not remembered (./passes.ts): the next run compiles the page again.
    expect(fs.readdirSync(cacheDir)).toEqual([]);
    expect(problems).toEqual([]);
    const errors = versions.flatMap((v) => v.errors);
    expect(errors).toHaveLength(1);
    expect(formatError(errors[0]!)).toMatch(
      /^src\/snippets\/__fixtures__\/wrong-sample\.mdx:26:7 - error TS2322: Type 'number' is not assignable to type 'string'/,
    );
  });

  it('compiles titled files, tabs, cut setup and v9 blocks, and fails the opt-out budget', {timeout: 60_000}, () => {
    const cacheDir = tempDir();
    const run = () => runSnippetCheck(repoRoot, [fixture('tabs-and-titles.mdx')], {enforceSkipBudget: true, cacheDir});
    // The second run compiles nothing: the page passed in both versions and is remembered
    // twice; its blocks still count, so the opt-out budget reads the same.
    for (const {versions, problems} of [run(), run()]) {
      expect(versions.flatMap((v) => v.errors)).toEqual([]);
      expect(versions.map((v) => [v.version, v.checked, v.skipped])).toEqual([
        ['10.x', 2, 1],
        ['9.x', 1, 0],
      ]);
      expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/1 blocks opt out with skip-check/)]);
    }
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
  });
});
