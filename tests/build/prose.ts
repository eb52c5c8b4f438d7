/** The prose of a built page: the article's text without code blocks. */
import {load} from 'cheerio';

export function articleProse(html: string): string {
  const $ = load(html);
  // Doc and blog bodies have stable containers; a generated index page is all <main>.
  const article = $('.theme-doc-markdown, #__blog-post-container').first();
  const root = article.length > 0 ? article : $('main').first();
  root.find('nav, pre, script, style, .hash-link').remove();
  return root.text().replace(/\s+/g, ' ').trim();
}

export function countWords(text: string): number {
  return text.match(/[A-Za-z][A-Za-z'’-]*/g)?.length ?? 0;
}
