/**
 * `// ---cut---` lets a code block carry setup that the snippet checker compiles
 * but the reader never sees (see CONTRIBUTING.md). This module owns the marker:
 * the checker compiles the whole block, the remark plugin below renders only
 * what follows the marker.
 */
import type {Root} from 'mdast';
import {visitCode} from './visitCode';

export const CUT_MARKER = '// ---cut---';

/** Index of the marker line in `lines`, or -1. */
export function findCutLine(lines: readonly string[]): number {
  return lines.findIndex((line) => line.trim() === CUT_MARKER);
}

/** The code a reader sees: everything after the first marker line. */
export function stripCut(code: string): string {
  const lines = code.split('\n');
  const cut = findCutLine(lines);
  if (cut === -1) return code;
  const rest = lines.slice(cut + 1);
  while (rest.length > 0 && rest[0]!.trim() === '') rest.shift();
  return rest.join('\n');
}

/** Remark plugin: removes the lines above `// ---cut---` from every code block. */
export default function remarkSnippetCut() {
  return (tree: Root): void => {
    visitCode(tree, (code) => {
      code.value = stripCut(code.value);
    });
  };
}
