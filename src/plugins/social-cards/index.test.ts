import {describe, expect, it} from 'vitest';
import {cardFor} from './index';

const doc = (tag: string, crumb: string, title: string) =>
  `<meta name="docsearch:docusaurus_tag" content="${tag}"><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Home page"><svg></svg></a></li><li class="breadcrumbs__item"><a>${crumb}</a></li><li class="breadcrumbs__item breadcrumbs__item--active">${title}</li></ul></nav><h1>${title}</h1>`;

describe('cardFor', () => {
  it('gives a docs page its title and sidebar section, marking 9.x', () => {
    expect(cardFor('/docs/server/routers', doc('docs-default-current', 'Backend Usage', 'Define Routers'))).toEqual({
      title: 'Define Routers',
      section: 'Backend Usage',
      file: 'docs-server-routers.png',
    });
    expect(cardFor('/docs/v9/router', doc('docs-default-9.x', 'Server Usage', 'Router'))?.section).toBe(
      'Server Usage · 9.x',
    );
  });

  it('gives a blog post the Blog section', () => {
    expect(
      cardFor('/blog/introducing-trpc', '<h1>Introducing tRPC</h1><div id="__blog-post-container"></div>'),
    ).toMatchObject({section: 'Blog', file: 'blog-introducing-trpc.png'});
  });

  it('shares one card per package across the API reference', () => {
    expect(
      cardFor('/docs/typedoc/client/functions/httpLink', doc('docs-default-current', 'API Reference', 'httpLink')),
    ).toEqual({
      title: '@trpc/client',
      section: 'API Reference',
      file: 'api-client.png',
    });
  });

  it('leaves other pages on the default card', () => {
    expect(cardFor('/media', '<h1>Media assets</h1>')).toBeNull();
    expect(
      cardFor('/blog', '<meta name="docsearch:docusaurus_tag" content="blog_posts_list"><h1>Blog</h1>'),
    ).toBeNull();
  });
});
