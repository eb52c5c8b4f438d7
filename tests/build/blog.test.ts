import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import routes from '../routes.json';
import {BUILD_DIR, loadRoute} from './html';

/** The posts of routes.json, by slug. */
const POSTS = routes.blog.filter((r) => !/^\/blog(\/archive|\/tags.*)?$/.test(r)).map((r) => r.replace('/blog/', ''));

const postLinks = (route: string, selector: string) => {
  const $ = loadRoute(route);
  return [
    ...new Set(
      $(selector)
        .map((_, a) => $(a).attr('href'))
        .get(),
    ),
  ].sort();
};
const expected = POSTS.map((slug) => `/blog/${slug}`).sort();

describe('the blog lists exactly its four posts', () => {
  it('routes.json names four posts', () => {
    expect(POSTS).toHaveLength(4);
  });

  it('on the blog index', () => {
    expect(postLinks('/blog', 'article h2 a')).toEqual(expected);
  });

  it('on the archive', () => {
    expect(postLinks('/blog/archive', 'main a[href^="/blog/"]').filter((h) => !h.startsWith('/blog/archive'))).toEqual(
      expected,
    );
  });

  it('on the trpc tag page', () => {
    expect(postLinks('/blog/tags/trpc', 'article h2 a')).toEqual(expected);
  });

  it('in the sidebar of a post', () => {
    expect(postLinks('/blog/introducing-trpc', 'aside a[href^="/blog/"]')).toEqual(expected);
  });

  it.each([
    ['rss.xml', 'item > link'],
    ['atom.xml', 'entry > link'],
  ])('in the %s feed', (file, selector) => {
    const $ = load(fs.readFileSync(path.join(BUILD_DIR, 'blog', file), 'utf8'), {xmlMode: true});
    const links = $(selector)
      .map((_, el) => $(el).attr('href') ?? $(el).text())
      .get()
      .map((url) => new URL(url).pathname)
      .sort();
    expect(links).toEqual(expected);
  });

  it('every post has reading time, the trpc tag and a real author', () => {
    for (const slug of POSTS) {
      const $ = loadRoute(`/blog/${slug}`);
      expect($('article').text()).toMatch(/\d+ min read/);
      expect($('a[href="/blog/tags/trpc"]').length).toBeGreaterThan(0);
      expect($('article header [itemprop="author"], article header .avatar').length).toBeGreaterThan(0);
    }
  });
});

describe('posts are tagged by what they are about', () => {
  /** The blog-wide tag: every post carries it, so it says nothing about one post. */
  const BLOG_WIDE = '/blog/tags/trpc';

  it.each(POSTS)('%s has at least two tags besides the blog-wide one, each with a page listing it', (slug) => {
    const $ = loadRoute(`/blog/${slug}`);
    const tags = [
      ...new Set(
        $('article footer a[href^="/blog/tags/"]')
          .map((_, a) => $(a).attr('href'))
          .get(),
      ),
    ];
    expect(tags).toContain(BLOG_WIDE);
    expect(tags.filter((t) => t !== BLOG_WIDE).length, tags.join(', ')).toBeGreaterThanOrEqual(2);
    for (const tag of tags) expect(postLinks(tag, 'article h2 a'), tag).toContain(`/blog/${slug}`);
  });
});

describe('the blog index names its feeds', () => {
  it.each([
    ['rss.xml', 'application/rss+xml'],
    ['atom.xml', 'application/atom+xml'],
  ])('a visible link to /blog/%s, a feed the build wrote', (file, type) => {
    const $ = loadRoute('/blog');
    const link = $(`main a[href="/blog/${file}"]`);
    expect(link.length).toBe(1);
    expect(link.attr('type')).toBe(type);
    expect(link.text().trim().length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(BUILD_DIR, 'blog', file))).toBe(true);
  });
});

describe('posts cite sources a reader can still open, and never link the future', () => {
  /** A post's body: the Markdown it was written as, without header, tags or paginator. */
  const body = (slug: string) => {
    const $ = loadRoute(`/blog/${slug}`);
    const links = $('article .markdown a[href]');
    // Every post links onward (its "See also"): no links means the selector no longer finds the body.
    expect(links.length, slug).toBeGreaterThan(0);
    return {$, links};
  };

  it.each(POSTS)('%s pins every file link into the tRPC repository to a tag or a commit', (slug) => {
    const {$, links} = body(slug);
    const fileLinks = links
      .map((_, a) => $(a).attr('href'))
      .get()
      .filter((href) => /^https:\/\/github\.com\/trpc\/trpc\/(blob|tree|raw)\//.test(href));
    for (const href of fileLinks) {
      const ref = /\/(?:blob|tree|raw)\/([^/]+)/.exec(href)?.[1] ?? '';
      // A branch (main, next…) moves and its files get deleted; a commit or a release tag does not.
      expect(/^[0-9a-f]{40}$/.test(ref) || /^v\d+\.\d+\.\d+(-[\w.]+)?$/.test(ref), href).toBe(true);
    }
  });

  it.each(POSTS)('%s links a later post only from a note marked as later', (slug) => {
    const dateOf = (post: string) => loadRoute(`/blog/${post}`)('article header time[datetime]').attr('datetime') ?? '';
    const own = dateOf(slug);
    expect(own).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const {$, links} = body(slug);
    links.each((_, a) => {
      const target = /^\/blog\/([\w-]+)$/.exec($(a).attr('href') ?? '')?.[1];
      if (!target || !POSTS.includes(target) || dateOf(target) <= own) return;
      const note = $(a).closest('.theme-admonition');
      expect(note.text().trim().startsWith('Later note'), `${slug} links ${target}`).toBe(true);
    });
  });
});
