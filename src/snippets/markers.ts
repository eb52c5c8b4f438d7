/**
 * Twoslash query markers in a code block (see CONTRIBUTING.md), in the syntax
 * the twoslash tools use, so that samples read the same as on other sites:
 *
 * - `// ^?` under a line asks for the type of what the caret points at;
 * - `// @errors: 2322 2345` says the block shows these errors on purpose.
 *
 * Pure: finds the markers, and turns a block plus its answers into the code a
 * reader sees and where each answer goes. The compiler answers the queries
 * (./queries.ts).
 */
import {CUT_MARKER} from '../remark/snippetCut';

export interface Query {
  /** 0-based line of the marker in the block. */
  markerLine: number;
  /** 0-based line the caret points into: the line above the marker. */
  line: number;
  /** 0-based column of the caret. */
  column: number;
}

export interface Markers {
  queries: Query[];
  /** Error codes the block expects (`// @errors:`), in order, each once. */
  expectedErrors: number[];
  /** 0-based line of the `// @errors:` marker, or -1. */
  errorsLine: number;
  /** A marker that cannot be read: a `^?` on the first line, a `@errors` without codes. */
  malformed: {line: number; message: string}[];
}

const QUERY = /^\s*\/\/\s*\^\?\s*$/;
const QUERY_WITH_TEXT = /^\s*\/\/\s*\^\?/;
const ERRORS = /^\s*\/\/\s*@errors:?(.*)$/;

/** Whether a line is a marker the reader never sees. */
export function isMarkerLine(line: string): boolean {
  return QUERY_WITH_TEXT.test(line) || ERRORS.test(line);
}

export function findMarkers(code: string): Markers {
  const lines = code.split('\n');
  const markers: Markers = {queries: [], expectedErrors: [], errorsLine: -1, malformed: []};
  lines.forEach((text, i) => {
    const errors = ERRORS.exec(text);
    if (errors) {
      const codes = errors[1]!
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean);
      if (codes.length === 0 || codes.some((c) => !/^\d+$/.test(c))) {
        markers.malformed.push({
          line: i,
          message: '`// @errors:` needs the error codes it expects, such as `// @errors: 2322`',
        });
        return;
      }
      markers.errorsLine = i;
      for (const c of codes.map(Number)) if (!markers.expectedErrors.includes(c)) markers.expectedErrors.push(c);
      return;
    }
    if (!QUERY_WITH_TEXT.test(text)) return;
    if (!QUERY.test(text)) {
      // A hand-written answer after the caret would go stale: the compiler writes it.
      markers.malformed.push({line: i, message: '`// ^?` takes no text after it: the compiler writes the type'});
      return;
    }
    let target = i - 1;
    // Several queries may stack under one line, each on its own marker line.
    while (target >= 0 && QUERY_WITH_TEXT.test(lines[target]!)) target--;
    if (target < 0) {
      markers.malformed.push({line: i, message: '`// ^?` must sit under the line it points into'});
      return;
    }
    markers.queries.push({markerLine: i, line: target, column: text.indexOf('^')});
  });
  return markers;
}

export const hasMarkers = (code: string): boolean => code.split('\n').some(isMarkerLine);

export interface Annotation {
  kind: 'query' | 'error';
  /** 0-based line of the block the annotation belongs under. */
  line: number;
  /** Column the annotation points at (the caret, or the error's start). */
  column: number;
  text: string;
}

export interface ShownAnnotation extends Annotation {
  /** The annotation's line, counted in the code a reader sees. */
  line: number;
}

/**
 * The code a reader sees (marker lines out, setup above `// ---cut---` out, as
 * src/remark/snippetCut does) and the annotations moved to its lines. An
 * annotation of a hidden line is dropped: there is no line to put it under.
 */
export function shownCode(
  code: string,
  annotations: readonly Annotation[],
): {code: string; annotations: ShownAnnotation[]} {
  const lines = code.split('\n');
  const kept = lines.map((text, i) => ({text, i})).filter(({text}) => !isMarkerLine(text));
  const cut = kept.findIndex(({text}) => text.trim() === CUT_MARKER);
  let shown = cut === -1 ? kept : kept.slice(cut + 1);
  if (cut !== -1) {
    const first = shown.findIndex(({text}) => text.trim() !== '');
    shown = first === -1 ? [] : shown.slice(first);
  }
  const shownIndex = new Map(shown.map(({i}, at) => [i, at]));
  const moved = annotations.flatMap((a) => {
    const line = shownIndex.get(a.line);
    return line === undefined ? [] : [{...a, line}];
  });
  return {code: shown.map(({text}) => text).join('\n'), annotations: moved};
}
