import {describe, expect, it} from 'vitest';
import {shownMessage} from './check';
import {findMarkers, hasMarkers, isMarkerLine, shownCode} from './markers';

describe('findMarkers', () => {
  it('reads a query as the column of its caret on the line above', () => {
    const code = 'const added = 1;\n//    ^?\nconst b = 2;';
    expect(findMarkers(code)).toEqual({
      queries: [{markerLine: 1, line: 0, column: 6}],
      expectedErrors: [],
      errorsLine: -1,
      malformed: [],
    });
  });

  it('lets queries stack under one line', () => {
    const {queries} = findMarkers('foo(a, b);\n//  ^?\n//     ^?');
    expect(queries).toEqual([
      {markerLine: 1, line: 0, column: 4},
      {markerLine: 2, line: 0, column: 7},
    ]);
  });

  it('reads the expected error codes, each once', () => {
    const markers = findMarkers('// @errors: 2322 2345, 2322\nconst a: string = 1;');
    expect(markers.expectedErrors).toEqual([2322, 2345]);
    expect(markers.errorsLine).toBe(0);
  });

  it('refuses a hand-written answer, a query with no line above and an @errors without codes', () => {
    const {malformed, queries} = findMarkers('// ^?\nconst a = 1;\n// ^? const a: 1\n// @errors:\n// @errors: TS2322');
    expect(queries).toEqual([]);
    expect(malformed.map((m) => m.line)).toEqual([0, 2, 3, 4]);
    expect(malformed[1]!.message).toMatch(/no text after it/);
  });

  it('tells marker lines from other comments', () => {
    expect(isMarkerLine('  //   ^?')).toBe(true);
    expect(isMarkerLine('// @errors: 2322')).toBe(true);
    expect(isMarkerLine('// the ^? marker')).toBe(false);
    expect(hasMarkers('const a = 1; // a comment')).toBe(false);
  });
});

describe('shownCode', () => {
  const code = [
    'const t = 1;',
    '// ---cut---',
    '',
    '// @errors: 2322',
    'const a = t;',
    '//    ^?',
    'const b: string = a;',
  ].join('\n');

  it('drops the marker lines and the setup, and moves annotations to the lines shown', () => {
    const shown = shownCode(code, [
      {kind: 'query', line: 4, column: 6, text: 'const a: number'},
      {kind: 'error', line: 6, column: 6, text: "Type 'number' is not assignable to type 'string'. (2322)"},
      {kind: 'query', line: 0, column: 6, text: 'const t: 1'},
    ]);
    expect(shown.code).toBe('const a = t;\nconst b: string = a;');
    expect(shown.annotations.map((a) => [a.line, a.kind])).toEqual([
      [0, 'query'],
      [1, 'error'],
    ]);
  });

  it('leaves a block without markers or cut as it is', () => {
    expect(shownCode('a\n\nb', [])).toEqual({code: 'a\n\nb', annotations: []});
  });
});

describe('shownMessage', () => {
  it('keeps a short message whole and a long chain to its first and last message', () => {
    expect(shownMessage("Type 'number' is not assignable to type 'string'.", 2322)).toBe(
      "Type 'number' is not assignable to type 'string'. (2322)",
    );
    expect(
      shownMessage(
        'No overload matches this call.\n  Overload 1 of 2 …\n    Type A is not B.\n      Type string is not C.',
        2769,
      ),
    ).toBe('No overload matches this call.\n…\nType string is not C. (2769)');
  });
});
