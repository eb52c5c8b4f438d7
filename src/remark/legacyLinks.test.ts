import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import remarkLegacyLinks, {currentHref} from './legacyLinks';

const options = {
  siteUrl: 'https://trpc.io',
  redirects: [{from: '/docs/getQueryKey', to: '/docs/client/react/getQueryKey'}],
};

describe('currentHref', () => {
  it('maps an older URL of the site, absolute or not, keeping query and hash', () => {
    expect(currentHref('https://trpc.io/docs/getQueryKey', options)).toBe('/docs/client/react/getQueryKey');
    expect(currentHref('/docs/getQueryKey?a=1#b', options)).toBe('/docs/client/react/getQueryKey?a=1#b');
  });

  it('leaves current URLs, other sites and relative links alone', () => {
    expect(currentHref('https://trpc.io/docs/client/react/getQueryKey', options)).toBeNull();
    expect(currentHref('https://example.com/docs/getQueryKey', options)).toBeNull();
    expect(currentHref('getQueryKey', options)).toBeNull();
    expect(currentHref('mailto:a@b.c', options)).toBeNull();
  });
});

describe('remarkLegacyLinks', () => {
  it('rewrites the link and the text of a bare URL', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: 'https://trpc.io/docs/getQueryKey',
              children: [{type: 'text', value: 'https://trpc.io/docs/getQueryKey'}],
            },
          ],
        },
      ],
    };
    remarkLegacyLinks(options)(tree);
    expect(tree.children[0]).toEqual({
      type: 'paragraph',
      children: [
        {
          type: 'link',
          url: '/docs/client/react/getQueryKey',
          children: [{type: 'text', value: 'https://trpc.io/docs/client/react/getQueryKey'}],
        },
      ],
    });
  });
});
