/**
 * The guide's before/after code as one diff: the 9.x block's lines and the 10.x block's,
 * compared line by line (longest common subsequence), drawn as the 10.x block with the
 * removed lines set in it. Pure: highlighted lines in, highlighted lines out.
 *
 * The block's code stays the new code, so the copy button copies exactly that. A removed
 * line is a `<span class="code-diff-removed">` inside the HTML of the line it preceded
 * (never a line of the code), an added line a `<span class="code-diff-added">`; each starts
 * with a "− " or "+ " gutter (kept lines with two spaces), so a change is marked by a sign,
 * not by colour alone. Neither the gutter nor a removed line can be selected, so a selection
 * copies the new code too.
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
/** On the block, for tests and readers of the HTML: it carries no style of its own. */
export const DIFF_BLOCK_CLASS = 'code-diff';

/*
 * Styles are inline (the CSP allows inline styles): every page loads the site's one stylesheet,
 * which is within 0.1 KB of its budget, and only the guide shows diffs. A line is a
 * full-width inline block, so the lines stay text lines of the <pre> (no element per line
 * needed, no empty line after a block). A changed line has a coloured stripe in the pre's
 * padding, not a tinted background: the code's token colours are within a few hundredths of
 * 4.5:1 on the code background, and any tint axe measured (5 % red) took some below it, in
 * both colour modes. The gutter ("+ ", "− ", two spaces) keeps the columns, carries the
 * meaning without colour, and is not selectable.
 */
const LINE = 'display:inline-block;width:100%;vertical-align:top;margin-left:-.5rem;padding-left:.5rem';
const ADDED_STYLE = `${LINE};box-shadow:inset 3px 0 rgb(26 127 55)`;
const REMOVED_STYLE = `${LINE};box-shadow:inset 3px 0 rgb(207 34 46);user-select:none`;
export const GUTTER_CLASS = 'code-diff-gutter';
const gutter = (mark: string) => `<span class="${GUTTER_CLASS}" style="user-select:none">${mark}</span>`;
/** A newline inside a line's HTML: the lines themselves are joined by raw newlines. */
const NEWLINE = '&#10;';

export const removedLine = (html: string) =>
  `<span class="${REMOVED_CLASS}" style="${REMOVED_STYLE}">${gutter('− ')}${html}</span>`;
export const addedLine = (html: string) =>
  `<span class="${ADDED_CLASS}" style="${ADDED_STYLE}">${gutter('+ ')}${html}</span>`;
export const keptLine = (html: string) => `${gutter('  ')}${html}`;

export interface DiffBlock {
  /** One HTML line per line of the new code, the removed lines set in them. */
  lines: string[];
  added: number;
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
  let pending: string[] = [];
  let added = 0;
  let removed = 0;
  for (const op of diffLines(before.text, after.text)) {
    if (op.kind === 'del') {
      pending.push(removedLine(before.html[op.old]!) + NEWLINE);
      removed++;
      continue;
    }
    if (op.kind === 'add') added++;
    const line = op.kind === 'add' ? addedLine(after.html[op.new]!) : keptLine(after.html[op.new]!);
    lines[op.new] = pending.join('') + line;
    pending = [];
  }
  if (pending.length > 0 && lines.length > 0)
    lines[lines.length - 1] += pending.map((line) => NEWLINE + line.slice(0, -NEWLINE.length)).join('');
  return {lines, added, removed};
}
