import {describe, expect, it} from 'vitest';
import {cardFor, cardSource} from './index';

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

  it('reads the head and the main column up to the title, and gives the card the whole page would', () => {
    const page = (body: string) =>
      `<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><nav class="menu"><a class="menu__link">Routers</a></nav>${body}<footer>Footer</footer></body></html>`;
    const main = `<main><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a>Backend Usage</a></li><li class="breadcrumbs__item breadcrumbs__item--active">Routers</li></ul></nav><article><header><h1>Define Routers</h1></header><p>Body</p><h1>Another</h1></article></main>`;
    const html = page(main);
    const source = cardSource(html);
    expect(source).toContain('docsearch:docusaurus_tag');
    expect(source).toContain('<h1>Define Routers</h1>');
    expect(source).not.toMatch(/menu__link|Body|Another|Footer/);
    expect(cardFor('/docs/server/routers', html)).toEqual({
      title: 'Define Routers',
      section: 'Backend Usage',
      file: 'docs-server-routers.png',
    });
    // A page without that shape is read whole.
    expect(cardSource('<h1>T</h1>')).toBe('<h1>T</h1>');
    expect(cardSource(page('<div><h1>No main</h1></div>'))).toBe(page('<div><h1>No main</h1></div>'));
  });

  it('knows a blog post by its body after the title', () => {
    const post = `<html><head></head><body><main><article><header><h1>Announcing</h1></header><div id="__blog-post-container"><p>x</p></div></article></main></body></html>`;
    expect(cardFor('/blog/announcing', post)).toMatchObject({title: 'Announcing', section: 'Blog'});
    // As the minifier writes it: the attribute unquoted.
    const minified = post.replace('id="__blog-post-container"', 'id=__blog-post-container class=markdown');
    expect(cardFor('/blog/announcing', minified)).toMatchObject({title: 'Announcing', section: 'Blog'});
    expect(cardFor('/blog/x', post.replace('__blog-post-container', '__blog-post-containers'))).toBeNull();
  });
});
