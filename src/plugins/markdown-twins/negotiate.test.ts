import {describe, expect, it} from 'vitest';
import {markdownLinkHeader, prefersMarkdown} from './negotiate';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.5', true],
    ['text/html;q=0.9, text/markdown', true],
    ['text/markdown, text/html', true],
    ['TEXT/Markdown; charset=utf-8', true],
  ])('%s asks for Markdown', (accept, expected) => expect(prefersMarkdown(accept)).toBe(expected));

  it.each([
    [undefined],
    [''],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ['*/*'],
    ['text/*'],
    ['text/markdown;q=0'],
    ['text/markdown;q=0.5, text/html'],
    ['text/markdown;q=nonsense'],
  ])('%s does not', (accept) => expect(prefersMarkdown(accept)).toBe(false));
});

describe('markdownLinkHeader', () => {
  it('names the twin as an alternate of type text/markdown', () => {
    expect(markdownLinkHeader('/docs/server/routers.md')).toBe(
      '</docs/server/routers.md>; rel="alternate"; type="text/markdown"',
    );
  });
});
