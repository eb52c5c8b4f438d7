import {describe, expect, it} from 'vitest';
import type {AuditRecords} from '../../src/plugins/page-trust/records';
import {auditFindings, documentedVersion, utcDay} from './audit';

const records: AuditRecords = {
  nonContentCommits: {ccc: 'front matter only'},
  generated: {'api-reference/server/': {package: '@trpc/server', version: '10.30.0'}},
  pages: {
    'docs/fresh.mdx': {
      version: '10.30.0',
      date: '2026-11-25',
      audit: '10.x-server-and-guides.md#docs/fresh.mdx',
      commit: 'a',
    },
    'docs/stale.mdx': {version: '10.30.0', date: '2026-11-20', audit: '10.x-client.md#docs/stale.mdx', commit: 'b'},
    'versioned_docs/version-9.x/old.mdx': {version: '10.30.0', date: '2026-11-25', audit: '9.x.md#x', commit: 'c'},
  },
};

const histories: Record<string, {hash: string; day: string}[]> = {
  'docs/fresh.mdx': [
    {hash: 'ccc', day: '2026-11-27'},
    {hash: 'aaa', day: '2026-11-24'},
  ],
  'docs/stale.mdx': [{hash: 'bbb', day: '2026-11-22'}],
};

function check(pages: string[], uncommitted: string[] = []): string[] {
  return auditFindings(pages, {
    records,
    historyOf: (page) => histories[page] ?? [],
    uncommitted: new Set(uncommitted),
    today: '2026-11-28',
  }).map((f) => `${f.file}:${f.line}: ${f.message}`);
}

describe('auditFindings (a missing or out-of-date audit record)', () => {
  it('finds a doc page with no record, with what to do (the build’s message)', () => {
    expect(check(['docs/new-page.mdx'])).toEqual([
      expect.stringMatching(
        /^docs\/new-page\.mdx:1: docs\/new-page\.mdx has no record in docs-audit\/pages\.json: audit the page/,
      ),
    ]);
  });

  it('finds a record older than the page’s last content change, skipping non-content commits', () => {
    expect(check(['docs/fresh.mdx', 'docs/stale.mdx'])).toEqual([
      expect.stringMatching(
        /^docs\/stale\.mdx:1: record in docs-audit\/pages\.json checked on 2026-11-20, changed on 2026-11-22: re-check .* docs-audit\/10\.x-client\.md /,
      ),
    ]);
  });

  it('counts an uncommitted change as today’s', () => {
    expect(check(['docs/fresh.mdx'], ['docs/fresh.mdx'])).toEqual([
      expect.stringContaining('checked on 2026-11-25, changed on 2026-11-28 (uncommitted: today)'),
    ]);
  });

  it('finds a record of another version; leaves blog posts, partials and generated pages alone', () => {
    expect(check(['versioned_docs/version-9.x/old.mdx'])).toEqual([
      expect.stringContaining('checked against 10.30.0, documents 9.27.4'),
    ]);
    expect(check(['blog/2021-05-05-x.mdx', 'docs/landing-intro/_Hero.mdx', 'api-reference/server/index.md'])).toEqual(
      [],
    );
    expect(documentedVersion('docs/x.mdx')).toBe('10.30.0');
    expect(utcDay(new Date('2026-11-28T23:30:00-05:00'))).toBe('2026-11-29');
  });
});
