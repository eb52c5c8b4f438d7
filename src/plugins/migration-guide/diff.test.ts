import {describe, expect, it} from 'vitest';
import {textOfHtml} from '../../text/html';
import {ADDED_CLASS, addedLine, diffBlock, diffLines, keptLine, REMOVED_CLASS, removedLine} from './diff';

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
  const tok = (text: string) => `<span class="token">${text}</span>`;

  it('has one line per new line, and counts the changes', () => {
    expect(diff.lines).toHaveLength(3);
    expect(diff.added).toBe(1);
    expect(diff.removed).toBe(2);
  });

  it('sets each removed line before the line it preceded, or after the last line, highlighted as it was', () => {
    expect(diff.lines[0]).toBe(keptLine(tok('import a;')));
    expect(diff.lines[1]).toBe(`${removedLine(tok('old();'))}&#10;${addedLine(tok('fresh();'))}`);
    expect(diff.lines[2]).toBe(`${keptLine(tok('keep();'))}&#10;${removedLine(tok('gone();'))}`);
    expect(removedLine('x')).toContain(`class="${REMOVED_CLASS}"`);
    expect(addedLine('x')).toContain(`class="${ADDED_CLASS}"`);
  });

  it('keeps every line free of raw newlines (the lines are joined by them)', () => {
    expect(diff.lines.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('marks changes with a sign in an unselectable gutter, never in the text of the new code', () => {
    const text = diff.lines.map(textOfHtml);
    expect(text).toEqual(['  import a;', '− old();&#10;+ fresh();', '  keep();&#10;− gone();']);
    expect(addedLine('x')).toMatch(
      /^<span [^>]*><span class="code-diff-gutter" style="user-select:none">\+ <\/span>x<\/span>$/,
    );
    expect(removedLine('x')).toMatch(/user-select:none">− <\/span>x/);
    // A removed line cannot be selected at all, so a selection copies the new code.
    expect(removedLine('x')).toMatch(/^<span class="code-diff-removed" style="[^"]*user-select:none"/);
  });
});
