import {describe, expect, it} from 'vitest';
import {NEW_ISSUE_URL} from '../../docs-model/issues';
import {brokenLinkReportUrl} from './brokenLink';

const params = (url: string) => {
  expect(url.startsWith(`${NEW_ISSUE_URL}?`)).toBe(true);
  return new URL(url).searchParams;
};

describe('brokenLinkReportUrl', () => {
  it('names the path asked for and the page the reader came from', () => {
    const query = params(brokenLinkReportUrl({requested: '/docs/nope?x=1', referrer: 'https://trpc.io/docs/faq'}));
    expect(query.get('title')).toBe('Broken link: /docs/nope?x=1');
    expect(query.get('body')).toContain('Requested path: /docs/nope?x=1\nLinked from: https://trpc.io/docs/faq\n');
  });

  it('says when there was no referring page, and asks for both without JavaScript', () => {
    expect(params(brokenLinkReportUrl({requested: '/x', referrer: ''})).get('body')).toContain(
      'Linked from: (none: typed, bookmarked or opened from another app)',
    );
    const query = params(brokenLinkReportUrl({requested: null, referrer: null}));
    expect(query.get('body')).toContain(
      'Requested path: (the address in your browser)\nLinked from: (the page with the link)',
    );
  });
});
