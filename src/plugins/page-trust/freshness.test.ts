/**
 * Every audit record is as new as its page: a page changed after its audit
 * (or a record of another version) fails `npm test`, listing the pages due
 * again. Reads git's history, so it needs a full clone (.ci/run unshallows).
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS} from '../../docs-model';
import {readRecords} from '.';
import {fileHistories, lastContentChange, parseHistories, staleRecords} from './freshness';
import {isDocPage} from './records';

const SITE = path.resolve(__dirname, '../../..');

describe('lastContentChange and staleRecords', () => {
  const history = [
    {hash: 'aaa', day: '2026-11-25'},
    {hash: 'bbb', day: '2026-11-23'},
  ];

  it('skips the commits that changed no content', () => {
    expect(lastContentChange(history, {})).toBe('2026-11-25');
    expect(lastContentChange(history, {aaa: 'front matter only'})).toBe('2026-11-23');
    expect(lastContentChange(history, {aaa: '', bbb: ''})).toBeNull();
  });

  it('reads one log of many files, following a file back past its move', () => {
    const log = [
      '@ccc 2026-11-25',
      '',
      'R099\tdocs/old.mdx\tdocs/new.mdx',
      'M\tdocs/other.mdx',
      '@ddd 2026-11-20',
      '',
      'M\tdocs/old.mdx',
    ].join('\n');
    const histories = parseHistories(log);
    expect(histories.get('docs/new.mdx')).toEqual([
      {hash: 'ccc', day: '2026-11-25'},
      {hash: 'ddd', day: '2026-11-20'},
    ]);
    expect(histories.get('docs/other.mdx')).toEqual([{hash: 'ccc', day: '2026-11-25'}]);
  });

  it('lists a page changed after its record, and a record of another version', () => {
    const records = {
      nonContentCommits: {},
      generated: {},
      pages: {
        'docs/a.mdx': {version: '10.30.0', date: '2026-11-24', audit: '', commit: ''},
        'docs/b.mdx': {version: '10.30.0', date: '2026-11-25', audit: '', commit: ''},
        'docs/c.mdx': {version: '9.27.4', date: '2026-11-25', audit: '', commit: ''},
      },
    };
    expect(
      staleRecords(
        records,
        () => '10.30.0',
        () => history,
      ),
    ).toEqual([
      {page: 'docs/a.mdx', reason: 'checked on 2026-11-24, changed on 2026-11-25'},
      {page: 'docs/c.mdx', reason: 'checked against 9.27.4, documents 10.30.0'},
    ]);
  });
});

describe('docs-audit/pages.json', () => {
  const records = readRecords(SITE);
  const versionOf = (page: string) => DOCS_VERSIONS.find((v) => page.startsWith(`${v.contentDir}/`))?.trpc.version;

  it('is read from a full clone (a shallow one dates every page by its last commit)', () => {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: SITE, encoding: 'utf8'});
    expect(shallow.trim(), 'run `git fetch --unshallow` first').toBe('false');
  });

  it('names only pages that exist, and every tracked doc page has a record', () => {
    const tracked = execFileSync('git', ['ls-files', ...DOCS_VERSIONS.map((v) => v.contentDir)], {
      cwd: SITE,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(isDocPage);
    expect(Object.keys(records.pages).filter((page) => !fs.existsSync(path.join(SITE, page)))).toEqual([]);
    expect(tracked.filter((page) => !(page in records.pages))).toEqual([]);
  });

  it('no page changed after its record was written (pages due for a new check are listed)', () => {
    const histories = fileHistories(
      SITE,
      DOCS_VERSIONS.map((v) => v.contentDir),
    );
    const stale = staleRecords(records, versionOf, (page) => histories.get(page) ?? []);
    expect(stale.map(({page, reason}) => `${page}: ${reason}`)).toEqual([]);
  });

  it("gives each generated folder its package's installed version", () => {
    for (const {package: name, version} of Object.values(records.generated)) {
      const installed = JSON.parse(fs.readFileSync(path.join(SITE, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(version, name).toBe(installed.version);
    }
  });
});
