/**
 * How many single-letter edits turn `a` into `b`: insertions, deletions,
 * substitutions, and swaps of two neighbouring letters (the optimal string
 * alignment distance). A swap counts once because it is the commonest typo:
 * "middlwrae" is two edits from "middleware", not three.
 */
export function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, beforePrevious[j - 2]! + 1);
    }
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length]!;
}
