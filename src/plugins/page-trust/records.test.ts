import {describe, expect, it} from 'vitest';
import {checkedAgainst, dateLabel, isDocPage, type AuditRecords} from './records';

const records: AuditRecords = {
  nonContentCommits: {},
  generated: {'api-reference/server/': {package: '@trpc/server', version: '10.30.0'}},
  pages: {
    'docs/faq.mdx': {
      version: '10.30.0',
      date: '2026-11-24',
      audit: '10.x-server-and-guides.md#docs/faq.mdx',
      commit: 'fbe08f6',
    },
  },
};

describe('isDocPage', () => {
  it('takes the guides of both versions and the API reference, not partials, posts or pages', () => {
    expect(isDocPage('docs/faq.mdx')).toBe(true);
    expect(isDocPage('versioned_docs/version-9.x/server/routers.mdx')).toBe(true);
    expect(isDocPage('api-reference/server/functions/initTRPC.md')).toBe(true);
    expect(isDocPage('docs/landing-intro/_HeroSample.mdx')).toBe(false);
    expect(isDocPage('docs/_partials/x.mdx')).toBe(false);
    expect(isDocPage('blog/2022-11-21-announcing-trpc-10.mdx')).toBe(false);
    expect(isDocPage('src/pages/privacy.mdx')).toBe(false);
    expect(isDocPage('docs/sidebar.json')).toBe(false);
  });
});

describe('checkedAgainst', () => {
  it("gives a page's record with its date as a reader reads it", () => {
    expect(checkedAgainst(records, 'docs/faq.mdx')).toEqual({
      package: '@trpc/server',
      version: '10.30.0',
      date: '2026-11-24',
      dateLabel: '24 November 2026',
    });
  });

  it('says so for a page whose record marks it as making no API claim', () => {
    const noClaims: AuditRecords = {
      ...records,
      pages: {'docs/community/love.mdx': {...records.pages['docs/faq.mdx']!, apiClaims: false}},
    };
    expect(checkedAgainst(noClaims, 'docs/community/love.mdx')).toEqual({
      package: '@trpc/server',
      version: '10.30.0',
      date: '2026-11-24',
      dateLabel: '24 November 2026',
      apiClaims: false,
    });
    expect(checkedAgainst(records, 'docs/faq.mdx')).not.toHaveProperty('apiClaims');
  });

  it('gives a generated page the record of its folder, without a date', () => {
    expect(checkedAgainst(records, 'api-reference/server/functions/initTRPC.md')).toEqual({
      package: '@trpc/server',
      version: '10.30.0',
    });
  });

  it('fails for a page without a record, naming it and the records file', () => {
    expect(() => checkedAgainst(records, 'docs/troubleshooting.mdx')).toThrow(
      /docs\/troubleshooting\.mdx has no record in docs-audit\/pages\.json/,
    );
  });
});

describe('dateLabel', () => {
  it('writes the day, month and year, and rejects what is no date', () => {
    expect(dateLabel('2026-01-05')).toBe('5 January 2026');
    expect(() => dateLabel('24/11/2026')).toThrow(/YYYY-MM-DD/);
    expect(() => dateLabel('2026-13-01')).toThrow(/YYYY-MM-DD/);
  });
});
