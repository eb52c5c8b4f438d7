import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import remarkSnippetCut, {stripCut} from './snippetCut';

describe('stripCut', () => {
  it('drops everything up to the marker and the blank lines after it', () => {
    expect(stripCut('const setup = 1;\n// ---cut---\n\nconst shown = 2;')).toBe('const shown = 2;');
  });

  it('leaves code without a marker alone', () => {
    expect(stripCut('a\nb')).toBe('a\nb');
  });

  it('accepts an indented marker', () => {
    expect(stripCut('  // ---cut---\nx')).toBe('x');
  });
});

describe('remarkSnippetCut', () => {
  it('rewrites nested code nodes', () => {
    const tree: Root = {
      type: 'root',
      children: [{type: 'blockquote', children: [{type: 'code', lang: 'ts', value: 'hidden\n// ---cut---\nshown'}]}],
    };
    remarkSnippetCut()(tree);
    expect(JSON.stringify(tree)).not.toContain('hidden');
    expect(JSON.stringify(tree)).toContain('shown');
  });
});
