import {describe, expect, it} from 'vitest';
import {bestCut, cutToBudget, lineStarts, type LineStart} from './budget';

const paragraphs = ['First paragraph, one line.', 'Second paragraph\nover two lines.', 'Third.'].join('\n\n');

describe('lineStarts', () => {
  it('marks paragraph starts (after a blank line, outside code, not after a heading), code, and lines after a heading', () => {
    const text = '## H\n\nBody.\n\n```\na\n\nb\n```\n\nEnd.';
    const starts = lineStarts(text).map((s) => [text.slice(s.at).split('\n')[0], s.paragraph, s.code, s.headed]);
    expect(starts).toEqual([
      ['', false, false, true],
      ['Body.', false, false, true],
      ['', false, false, false],
      ['```', true, false, false],
      ['a', false, true, false],
      ['', false, true, false],
      ['b', false, true, false],
      ['```', false, true, false],
      ['', false, false, false],
      ['End.', true, false, false],
    ]);
  });
});

describe('bestCut', () => {
  const start = (at: number, kind: 'paragraph' | 'line' | 'code' | 'headed'): LineStart => ({
    at,
    paragraph: kind === 'paragraph',
    code: kind === 'code',
    headed: kind === 'headed',
  });
  it('takes the last paragraph start when it keeps half the budget', () => {
    expect(bestCut([start(10, 'line'), start(60, 'paragraph'), start(90, 'line')], 50)).toBe(60);
  });
  it('takes a later line start outside code when the last paragraph start keeps less than half', () => {
    expect(bestCut([start(10, 'paragraph'), start(80, 'line'), start(90, 'code'), start(95, 'headed')], 50)).toBe(80);
    expect(bestCut([start(10, 'paragraph'), start(90, 'code')], 50)).toBe(10);
  });
  it('splits code only when nothing else fits, and gives up when no line start does', () => {
    expect(bestCut([start(30, 'code'), start(40, 'code')], 50)).toBe(40);
    expect(bestCut([], 50)).toBeUndefined();
  });
});

describe('cutToBudget', () => {
  it('returns the whole text, with no rest, when it fits', () => {
    expect(cutToBudget(paragraphs, 1000)).toEqual({text: paragraphs, next: null});
    expect(cutToBudget(paragraphs, 1000, 28)).toEqual({text: paragraphs.slice(28), next: null});
  });

  it('cuts at the last paragraph end within the budget, and says where the rest starts', () => {
    const piece = cutToBudget(paragraphs, 60);
    expect(piece.text).toBe('First paragraph, one line.\n\nSecond paragraph\nover two lines.');
    expect(piece.text.length).toBeLessThanOrEqual(60);
    expect(paragraphs.slice(piece.next!)).toBe('Third.');
  });

  it('cuts at a line end when no paragraph ends within the budget, then at a space', () => {
    expect(cutToBudget(paragraphs, 25, 28)).toEqual({text: 'Second paragraph', next: 45});
    expect(cutToBudget('one two three', 9)).toEqual({text: 'one two', next: 8});
    expect(cutToBudget('abcdefghij', 4)).toEqual({text: 'abcd', next: 4});
  });

  it('does not cut inside a code block when a paragraph ends before it', () => {
    const text = `Intro.\n\n\`\`\`ts\n${'const a = 1;\n\n'.repeat(10)}\`\`\`\n\nAfter.`;
    expect(cutToBudget(text, 80).text).toBe('Intro.');
  });

  it('reads a long text whole, piece by piece, from the offsets it gives', () => {
    const text = Array.from({length: 40}, (_, i) => `Paragraph ${i} ${'word '.repeat(i % 7)}`.trim()).join('\n\n');
    const pieces: string[] = [];
    for (let offset: number | null = 0; offset !== null;) {
      const piece = cutToBudget(text, 100, offset);
      expect(piece.text.length).toBeLessThanOrEqual(100);
      pieces.push(piece.text);
      offset = piece.next;
    }
    expect(pieces.join('\n\n')).toBe(text);
  });
});
