import {describe, expect, it} from 'vitest';
import {textOfHtml} from '../code-highlight/highlight';
import {ADDED_CLASS, diffBlock, diffLines, lineRanges, REMOVED_CLASS} from './diff';

describe('diffLines', () => {
  it('keeps the common lines and gives removals before additions', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
      {kind: 'same', old: 0, new: 0},
      {kind: 'del', old: 1},
      {kind: 'add', new: 1},
      {kind: 'same', old: 2, new: 2},
      {kind: 'add', new: 3},
    ]);
  });

  it('handles an empty side', () => {
    expect(diffLines([], ['a'])).toEqual([{kind: 'add', new: 0}]);
    expect(diffLines(['a'], [])).toEqual([{kind: 'del', old: 0}]);
  });
});

describe('diffBlock: the new block with the removed lines set in', () => {
  const side = (lines: string[]) => ({text: lines, html: lines.map((l) => `<span class="token">${l}</span>`)});
  const before = side(['import a;', 'old();', 'keep();', 'gone();']);
  const after = side(['import a;', 'fresh();', 'keep();']);
  const diff = diffBlock(before, after);

  it('has one line per new line, and lists the added ones (1-based)', () => {
    expect(diff.lines).toHaveLength(3);
    expect(diff.added).toEqual([2]);
    expect(diff.removed).toBe(2);
  });

  it('sets each removed line before the line it preceded, or after the last line', () => {
    expect(diff.lines[1]).toBe(
      `<span class="${REMOVED_CLASS}"><span class="token">old();</span></span><span class="${ADDED_CLASS}"></span><span class="token">fresh();</span>`,
    );
    expect(diff.lines[2]).toBe(
      `<span class="token">keep();</span><span class="${REMOVED_CLASS}"><span class="token">gone();</span></span>`,
    );
  });

  it('keeps every line free of raw newlines (the lines are joined by them)', () => {
    expect(diff.lines.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('marks lines without text: no "+" or "-" is part of any line', () => {
    const text = diff.lines.map(textOfHtml);
    expect(text).toEqual(['import a;', 'old();fresh();', 'keep();gone();']);
    expect(text.join('')).not.toMatch(/^[+-]|[+−]/);
  });
});

describe('lineRanges', () => {
  it('writes the theme line-range meta', () => {
    expect(lineRanges([1, 2, 3, 5, 7, 8])).toBe('{1-3,5,7-8}');
    expect(lineRanges([4])).toBe('{4}');
  });
});
