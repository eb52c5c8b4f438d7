import {describe, expect, it} from 'vitest';
import {NEW_ISSUE_URL} from '../../docs-model/issues';
import {brokenLinkReportUrl} from './brokenLink';

const params = (url: string) => {
  expect(url.startsWith(`${NEW_ISSUE_URL}?`)).toBe(true);
  return new URL(url).searchParams;
};

describe('brokenLinkReportUrl', () => {
  it('names the path asked for and the page the reader came from', () => {
    const query = params(brokenLinkReportUrl({requested: '/docs/nope', referrer: 'https://trpc.io/docs/faq'}));
    expect(query.get('title')).toBe('Broken link: /docs/nope');
    expect(query.get('body')).toContain('Requested path: /docs/nope\nLinked from: https://trpc.io/docs/faq\n');
  });

  it('leaves out the query and fragment of both, which the public issue must not carry', () => {
    const url = brokenLinkReportUrl({
      requested: '/search/nope?q=my private words#top',
      referrer: 'https://trpc.io/docs/faq?token=secret#section',
    });
    const query = params(url);
    expect(query.get('title')).toBe('Broken link: /search/nope');
    expect(query.get('body')).toContain('Requested path: /search/nope\nLinked from: https://trpc.io/docs/faq\n');
    expect(decodeURIComponent(url.replace(/\+/g, ' '))).not.toMatch(/private|secret|#top|#section/);
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
