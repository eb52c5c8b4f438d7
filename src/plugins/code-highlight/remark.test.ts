import type {Code, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {textOfHtml} from '../../text/html';
import remarkCodeHighlight from './remark';

const tree = (value: string, lang = 'ts'): Root => ({type: 'root', children: [{type: 'code', lang, value}]});
const codeOf = (root: Root) => root.children[0] as Code & {data?: {hProperties?: {highlightedHtml?: string}}};

describe('the highlighting remark plugin', () => {
  const run = remarkCodeHighlight({additionalLanguages: []});

  it('hands the highlighted HTML on, and leaves out the code it holds', () => {
    const source = 'const a = \'<b>\' && "x";\n\nif (a) f(a);';
    const root = tree(source);
    run(root);
    const html = codeOf(root).data!.hProperties!.highlightedHtml!;
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(textOfHtml(html)).toBe(source);
    expect(codeOf(root).value).toBe('');
  });

  it('keeps the code of a block in a language it cannot highlight', () => {
    const root = tree('just text', 'no-such-language');
    run(root);
    expect(codeOf(root).value).toBe('just text');
  });
});
