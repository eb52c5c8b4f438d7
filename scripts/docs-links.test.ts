import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkLinks, headingAnchors, markdownLinks, type Repository} from './docs-links';

const ROOT = path.resolve(__dirname, '..');

/** A repository of the given files, for the pure checks. */
function repoOf(files: Record<string, string>): Repository {
  const folders = new Set(
    Object.keys(files).flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return {
    exists: (file) => file in files || folders.has(file),
    read: (file) => files[file] ?? '',
  };
}

describe('markdownLinks', () => {
  it('finds inline links and images, with the line of their target, across a line break', () => {
    const text =
      'See [the map](../README.md#map) and\n[Costs as the docs\ngrow](performance.md#costs).\n\n![a chart](scale.svg)';
    expect(markdownLinks(text)).toEqual([
      {line: 1, target: '../README.md#map'},
      {line: 3, target: 'performance.md#costs'},
      {line: 5, target: 'scale.svg'},
    ]);
  });

  it('leaves out links in fenced code blocks and in inline code', () => {
    const text = '```md\n[a](missing.md)\n```\n\n    ```\n    [b](missing.md)\n    ```\n\nWrite `[text](url)` as text.';
    expect(markdownLinks(text)).toEqual([]);
  });

  it('reads reference definitions too', () => {
    expect(markdownLinks('[x][y]\n\n[y]: handbook/search.md#two-modes')).toEqual([
      {line: 3, target: 'handbook/search.md#two-modes'},
    ]);
  });
});

describe('headingAnchors', () => {
  it('slugs headings as GitHub does: lowercase, punctuation dropped, spaces to hyphens, duplicates numbered', () => {
    const text = [
      '# Performance',
      '## Costs as the docs grow: `npm run bench:scale`',
      '## npm settings (package.json cannot hold comments)',
      "### Coming from 9.x? and the guide's diffs",
      '## Notes',
      '## Notes',
      '```',
      '# not a heading',
      '```',
    ].join('\n');
    expect([...headingAnchors(text)]).toEqual([
      'performance',
      'costs-as-the-docs-grow-npm-run-benchscale',
      'npm-settings-packagejson-cannot-hold-comments',
      'coming-from-9x-and-the-guides-diffs',
      'notes',
      'notes-1',
    ]);
  });
});

describe('checkLinks', () => {
  const repo = repoOf({
    'README.md': '# Site\n## Two commands\n',
    'handbook/search.md': [
      '# Search',
      '[up](../README.md#two-commands) [here](#search) [folder](../handbook/) [site](https://trpc.io/#x)',
      '[gone](deploying.md) [no anchor](../README.md#three-commands) [self](#nowhere) [out](../../x.md)',
    ].join('\n'),
  });

  it('reports a link to a missing file, a missing anchor and a path out of the repository', () => {
    expect(checkLinks(['handbook/search.md'], repo)).toEqual([
      {file: 'handbook/search.md', line: 3, target: 'deploying.md', reason: 'no file handbook/deploying.md'},
      {
        file: 'handbook/search.md',
        line: 3,
        target: '../README.md#three-commands',
        reason: 'no heading of README.md has the anchor #three-commands',
      },
      {
        file: 'handbook/search.md',
        line: 3,
        target: '#nowhere',
        reason: 'no heading of handbook/search.md has the anchor #nowhere',
      },
      {file: 'handbook/search.md', line: 3, target: '../../x.md', reason: 'leads outside the repository'},
    ]);
  });
});

/** The Markdown maintainers read on GitHub; the site's own pages are checked by the build. */
function maintainersMarkdown(): string[] {
  const inFolder = (folder: string) =>
    fs
      .readdirSync(path.join(ROOT, folder))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `${folder}/${f}`);
  return [
    'README.md',
    'CONTRIBUTING.md',
    'bench/RESULTS.md',
    'e2e/README.md',
    ...inFolder('handbook'),
    ...inFolder('docs-audit'),
  ];
}

describe('the maintainers’ Markdown', () => {
  it('has no link to a missing file or heading', () => {
    const repo: Repository = {
      exists: (file) => fs.existsSync(path.join(ROOT, file)),
      read: (file) => fs.readFileSync(path.join(ROOT, file), 'utf8'),
    };
    const files = maintainersMarkdown();
    expect(files).toContain('handbook/README.md');
    expect(checkLinks(files, repo)).toEqual([]);
  });
});
