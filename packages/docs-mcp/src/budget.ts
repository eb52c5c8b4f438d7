/**
 * A text cut to a reader's budget of characters, at a boundary that keeps
 * Markdown whole where it can: a paragraph's end, else a line's end outside
 * code, else any line's end, else a space.
 */

export interface Piece {
  /** The text from `offset`, at most the budget long. */
  text: string;
  /** Where the rest starts, or null when the text went to its end. */
  next: number | null;
}

export interface LineStart {
  at: number;
  /** After a blank line, outside code and not right after a heading (a heading cut from its text says nothing). */
  paragraph: boolean;
  /** Inside a fenced code block: a cut there splits the code. */
  code: boolean;
  /** Right after a heading: a cut there leaves the heading without its text. */
  headed: boolean;
}

const FENCE = /^ {0,3}(```|~~~)/;

/** The offsets in `text` where a line starts, each with what a cut there would split. */
export function lineStarts(text: string): LineStart[] {
  const starts: LineStart[] = [];
  let inFence = false;
  let blank = false;
  let afterHeading = false;
  let at = 0;
  for (const line of text.split('\n')) {
    if (at > 0) starts.push({at, paragraph: blank && !inFence && !afterHeading, code: inFence, headed: afterHeading});
    const empty = line.trim() === '';
    if (FENCE.test(line)) inFence = !inFence;
    if (!empty) afterHeading = !inFence && /^ {0,3}#{1,6}\s/.test(line);
    blank = empty;
    at += line.length + 1;
  }
  return starts;
}

/**
 * Where to cut among the line starts that fit: the last paragraph start if it
 * keeps at least half the budget, else the later of it and the last line
 * start outside code and not after a heading; any line start only when
 * there is neither.
 */
export function bestCut(fits: readonly LineStart[], halfway: number): number | undefined {
  const paragraph = fits.filter((s) => s.paragraph).at(-1)?.at;
  if (paragraph !== undefined && paragraph >= halfway) return paragraph;
  const prose = fits.filter((s) => !s.code && !s.headed).at(-1)?.at;
  if (paragraph !== undefined || prose !== undefined) return Math.max(paragraph ?? 0, prose ?? 0);
  return fits.at(-1)?.at;
}

/** The piece of `text` that starts at `offset` and fits in `budget` characters. */
export function cutToBudget(text: string, budget: number, offset = 0): Piece {
  const limit = offset + budget;
  if (text.length <= limit) return {text: text.slice(offset), next: null};
  // A cut at a line start drops the blank lines before it, so they need no room.
  const endBefore = (at: number) => {
    let end = at;
    while (end > offset && /\s/.test(text[end - 1]!)) end--;
    return end;
  };
  const fits = lineStarts(text).filter((s) => s.at > offset && endBefore(s.at) > offset && endBefore(s.at) <= limit);
  const space = text.lastIndexOf(' ', limit - 1);
  const cut = bestCut(fits, offset + budget / 2) ?? (space > offset ? space + 1 : limit);
  let next = cut;
  while (text[next] === '\n') next++;
  return {text: text.slice(offset, cut).trimEnd(), next: next < text.length ? next : null};
}
