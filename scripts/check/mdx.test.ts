import {describe, expect, it} from 'vitest';
import {compilePage, formatOf, parseSource} from './mdx';

describe('compilePage (MDX that does not compile)', () => {
  it('reports an unclosed <div> at the line and column of the tag', async () => {
    const source = '---\ntitle: Page\n---\n\n# Page\n\nIntro.\n\n<div className="box">\n\nInside.\n';
    const result = await compilePage('docs/page.mdx', source);
    expect(result.error).toMatchObject({line: 9, column: 1});
    expect(result.error?.message).toMatch(/Expected a closing tag for `<div>`/);
  });

  it('reports an HTML comment, an unclosed expression, with their places', async () => {
    expect((await compilePage('a.mdx', 'Text.\n\n<!-- note -->\n')).error).toMatchObject({line: 3, column: 2});
    expect((await compilePage('a.mdx', 'One {two\n')).error?.message).toMatch(/closing brace/);
  });

  it('compiles front matter, admonitions, GFM tables and escaped heading ids', async () => {
    const source = [
      '---',
      'title: Fine',
      '---',
      '',
      '## Options \\{#options\\}',
      '',
      ':::tip[A title]',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      ':::',
      '',
    ].join('\n');
    const result = await compilePage('docs/fine.mdx', source);
    expect(result.error).toBeUndefined();
    expect(result.tree?.children?.map((c) => c.type)).toEqual(['yaml', 'heading', 'containerDirective']);
  });

  it('compiles a page whose front matter asks for `format: md` as Markdown', async () => {
    expect(formatOf('---\nformat: md\n---\n<!-- fine -->\n')).toBe('md');
    expect(formatOf('# x\nformat: md\n')).toBe('mdx');
    expect((await compilePage('a.md', '---\nformat: md\n---\n\n<!-- fine -->\n')).error).toBeUndefined();
  });

  it('parses another page for its headings, or gives null', () => {
    expect(parseSource('# Title\n')?.children?.[0]?.type).toBe('heading');
    expect(parseSource('<div>\n')).toBeNull();
  });
});
