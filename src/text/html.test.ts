import {describe, expect, it} from 'vitest';
import {escapeHtml, textOfHtml} from './html';

describe("HTML's escapes", () => {
  it('escapes the characters HTML reads as markup', () => {
    expect(escapeHtml('a < b && c > "d"')).toBe('a &lt; b &amp;&amp; c &gt; &quot;d&quot;');
  });

  it("reads highlighted HTML's text back: spans dropped, escapes undone", () => {
    const code = 'if (a < b && c > "d") {}';
    expect(textOfHtml(`<span class="token keyword">${escapeHtml(code)}</span>`)).toBe(code);
  });
});
