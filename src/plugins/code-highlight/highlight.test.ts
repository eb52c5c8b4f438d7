import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {lineHtml, plainCss, themeCss} from './highlight';
import {highlightToLines} from './prism';

describe('build-time highlighting', () => {
  it('classes tokens as Prism does and escapes their text', () => {
    expect(
      lineHtml([
        {types: ['keyword'], content: 'const'},
        {types: ['plain'], content: ' x = '},
        {types: ['string'], content: '"<b>&"'},
      ]),
    ).toBe('<span class="token keyword">const</span> x = <span class="token string">&quot;&lt;b&gt;&amp;&quot;</span>');
  });

  it('gives adjacent tokens of the same types one span, also across blanks, never across other text', () => {
    const punctuation = (content: string) => ({types: ['punctuation'], content});
    expect(
      lineHtml([
        punctuation('('),
        punctuation('{'),
        {types: ['plain'], content: ' '},
        punctuation('}'),
        punctuation(')'),
      ]),
    ).toBe('<span class="token punctuation">({ })</span>');
    expect(lineHtml([punctuation('('), {types: ['plain'], content: ' x '}, punctuation(')')])).toBe(
      '<span class="token punctuation">(</span> x <span class="token punctuation">)</span>',
    );
    expect(
      lineHtml([
        {types: ['keyword'], content: 'a'},
        {types: ['plain'], content: ' '},
        {types: ['keyword', 'module'], content: 'b'},
      ]),
    ).toBe('<span class="token keyword">a</span> <span class="token keyword module">b</span>');
    expect(
      lineHtml([
        {types: ['plain'], content: '  '},
        {types: ['plain'], content: 'x'},
      ]),
    ).toBe('  x');
  });

  it('splits tokens at line ends, one HTML line per code line', () => {
    const lines = highlightToLines('const a = `one\ntwo`;\n\nconst b = 1;', 'ts', [])!;
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('<span class="token keyword">const</span>');
    expect(lines[2]).toBe('');
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('highlights the extra languages and leaves unknown ones to plain text', () => {
    expect(highlightToLines('npm install @trpc/server', 'bash', ['bash'])![0]).toContain('class="token function"');
    expect(highlightToLines('- a\n+ b', 'diff', ['diff'])![1]).toContain('token inserted');
    expect(highlightToLines('x', 'no-such-language', ['bash'])).toBeUndefined();
  });

  it('colours bun and bunx as bash commands, as npm, yarn and pnpm are (the install tabs)', () => {
    const first = (command: string) => highlightToLines(command, 'bash', ['bash'])![0];
    expect(first('bun add zod')).toBe('<span class="token function">bun add</span> zod');
    expect(first('bunx create-next-app')).toBe('<span class="token function">bunx</span> create-next-app');
    expect(first('bundle x')).toBe('bundle x');
  });

  it("writes a theme's styles as CSS rules under a colour-mode scope, in the theme's order", () => {
    const theme: PrismTheme = {
      plain: {color: '#000', backgroundColor: '#fff'},
      styles: [
        {types: ['comment', 'prolog'], style: {color: '#999', fontStyle: 'italic'}},
        {types: ['tag'], languages: ['markup'], style: {color: '#c00'}},
      ],
    };
    expect(themeCss(theme, "[data-theme='dark']").split('\n')).toEqual([
      "[data-theme='dark'] .token.comment,[data-theme='dark'] .token.prolog{color:#999;font-style:italic}",
      "[data-theme='dark'] .language-markup .token.tag{color:#c00}",
    ]);
  });

  it("sets the block's own colours for the mode, over the container's inline ones", () => {
    const theme: PrismTheme = {plain: {color: '#111', backgroundColor: '#eee'}, styles: []};
    expect(plainCss(theme, "[data-theme='light']")).toBe(
      "[data-theme='light'] .theme-code-block{--prism-color:#111 !important;--prism-background-color:#eee !important}",
    );
  });
});
