import {describe, expect, it} from 'vitest';
import {cardSvg, escapeXml, wrapTitle} from './card';

describe('wrapTitle', () => {
  it('keeps short titles on one line', () => {
    expect(wrapTitle('Define Routers')).toEqual(['Define Routers']);
  });

  it('wraps on words', () => {
    expect(wrapTitle('Using the tRPC client with React Query and Next.js', 24)).toEqual([
      'Using the tRPC client',
      'with React Query and',
      'Next.js',
    ]);
  });

  it('ends an overlong title with an ellipsis on the last line', () => {
    const lines = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });

  it('keeps a single overlong word whole rather than splitting it', () => {
    expect(wrapTitle('inferProcedureClientErrorWithAVeryLongName', 10)).toEqual([
      'inferProcedureClientErrorWithAVeryLongName',
    ]);
  });
});

describe('cardSvg', () => {
  it('escapes the title and the section', () => {
    const svg = cardSvg({title: 'Types <T> & "quotes"', section: 'A & B'});
    expect(svg).toContain('Types &lt;T&gt; &amp; &quot;quotes&quot;');
    expect(svg).toContain('A &amp; B');
    expect(svg).not.toContain('<T>');
  });

  it('is a 1200 × 630 card', () => {
    expect(cardSvg({title: 'x', section: 'y'})).toMatch(/^<svg[^>]+width="1200" height="630"/);
    expect(escapeXml("'")).toBe('&apos;');
  });
});
