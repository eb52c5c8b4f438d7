import {describe, expect, it} from 'vitest';
import {annotationsByShownLine, linesToShow, plainLinesHtml} from './lines';

const code = 'const a = 1;\n// highlight-next-line\nconst b = 2;';
const html = [
  '<span class="token keyword">const</span> a = 1;',
  '<span class="token comment">// highlight-next-line</span>',
  '<span class="token keyword">const</span> b = 2;',
].join('\n');

describe('linesToShow', () => {
  it('gives each shown line its highlighted HTML', () => {
    expect(linesToShow(code, html, code)).toEqual(html.split('\n'));
  });

  it('skips the lines the theme dropped (magic comments)', () => {
    expect(linesToShow(code, html, 'const a = 1;\nconst b = 2;')).toEqual([
      '<span class="token keyword">const</span> a = 1;',
      '<span class="token keyword">const</span> b = 2;',
    ]);
  });

  it('ignores the trailing newline of the source', () => {
    expect(linesToShow(`${code}\n`, html, code)).toHaveLength(3);
  });

  it('shows escaped plain text without highlighting, or for a line it cannot match', () => {
    expect(linesToShow('<b>', undefined, '<b>')).toEqual(['&lt;b&gt;']);
    expect(linesToShow(code, html, 'const a = 1;\nsomething else')).toEqual([
      '<span class="token keyword">const</span> a = 1;',
      'something else',
    ]);
  });

  it('falls back to plain text when the HTML does not fit the source', () => {
    expect(linesToShow(code, 'one line', code)).toEqual(code.split('\n'));
  });
});

describe('plainLinesHtml', () => {
  it('ends each line but the last with a newline', () => {
    expect(plainLinesHtml(['a', '', 'b'])).toBe('a\n\nb');
  });

  it('keeps an empty last line, which a final newline alone would not draw', () => {
    expect(plainLinesHtml(['a', ''])).toBe('a\n\n');
    expect(plainLinesHtml([''])).toBe('\n');
  });
});

describe('annotationsByShownLine', () => {
  it('puts each annotation under the shown line of its source line, past dropped magic comments', () => {
    const shown = 'const a = 1;\nconst b = 2;';
    const notes = [
      {line: 2, text: 'const b: 2'},
      {line: 0, text: 'const a: 1'},
    ];
    expect(annotationsByShownLine(code, shown, notes)).toEqual([[notes[1]], [notes[0]]]);
  });

  it('draws none under a line it cannot match', () => {
    expect(annotationsByShownLine(code, 'something else', [{line: 0}])).toEqual([[]]);
  });
});
