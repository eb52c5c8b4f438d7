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
});
