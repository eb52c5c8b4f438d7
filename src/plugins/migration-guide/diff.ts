/**
 * The guide's before/after code as one diff: the 9.x block's lines and the 10.x block's,
 * compared line by line (longest common subsequence), drawn as the 10.x block with the
 * removed lines set in it. Pure: highlighted lines in, highlighted lines out.
 *
 * The block's code stays the new code, so the copy button copies exactly that. A removed
 * line is a `<span class="code-diff-removed">` inside the HTML of the line it preceded
 * (never a line of the code); an added line starts with an empty `<span
 * class="code-diff-added">` and is listed for the theme's line highlight (`{3,5}` in the
 * block's meta). Their "+" and "−" are CSS, with alternative text for screen readers, so
 * neither is selected or copied (styles: code-highlight's CodeBlock/Content).
 */

export type DiffOp = {kind: 'same'; old: number; new: number} | {kind: 'del'; old: number} | {kind: 'add'; new: number};

/** The edit script from `before` to `after`, in order: kept, removed and added lines. */
export function diffLines(before: readonly string[], after: readonly string[]): DiffOp[] {
  const n = before.length;
  const m = after.length;
  // lcs[i][j]: length of the longest common subsequence of before[i..] and after[j..].
  const lcs = Array.from({length: n + 1}, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const ops: DiffOp[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) ops.push({kind: 'same', old: i++, new: j++});
    // Removed lines first, as diffs read: what goes, then what comes.
    else if (i < n && (j === m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) ops.push({kind: 'del', old: i++});
    else ops.push({kind: 'add', new: j++});
  }
  return ops;
}

export const REMOVED_CLASS = 'code-diff-removed';
export const ADDED_CLASS = 'code-diff-added';
/** On the block: the container that the diff's styles are scoped to. */
export const DIFF_BLOCK_CLASS = 'code-diff';

export interface DiffBlock {
  /** One HTML line per line of the new code, the removed lines set in them. */
  lines: string[];
  /** The added lines, 1-based, as the theme's `{…}` line highlight reads them. */
  added: number[];
  removed: number;
}

/**
 * Sets the removed lines (`beforeHtml`, compared by `beforeText`) into the new block's lines
 * (`afterHtml`, `afterText`). Removed lines go before the line they preceded; those after the
 * last line go after it.
 */
export function diffBlock(
  before: {text: readonly string[]; html: readonly string[]},
  after: {text: readonly string[]; html: readonly string[]},
): DiffBlock {
  const lines = [...after.html];
  const added: number[] = [];
  let pending: string[] = [];
  let removed = 0;
  for (const op of diffLines(before.text, after.text)) {
    if (op.kind === 'del') {
      pending.push(`<span class="${REMOVED_CLASS}">${before.html[op.old]}</span>`);
      removed++;
      continue;
    }
    const mark = op.kind === 'add' ? `<span class="${ADDED_CLASS}"></span>` : '';
    if (op.kind === 'add') added.push(op.new + 1);
    lines[op.new] = pending.join('') + mark + after.html[op.new];
    pending = [];
  }
  if (pending.length > 0 && lines.length > 0) lines[lines.length - 1] += pending.join('');
  return {lines, added, removed};
}

/** `[1, 2, 3, 5]` as the theme's line-range meta, `{1-3,5}`. */
export function lineRanges(lines: readonly number[]): string {
  const ranges: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = lines[i]!;
    while (i + 1 < lines.length && lines[i + 1] === lines[i]! + 1) i++;
    ranges.push(start === lines[i] ? String(start) : `${start}-${lines[i]}`);
  }
  return `{${ranges.join(',')}}`;
}
