import {describe, expect, it} from 'vitest';
import {CHEAT_SHEET_DIRECTIVE} from '../../src/plugins/migration-guide/remark';
import {findRawSyntax} from '../../tests/build/rawSyntax';
import {compilePage} from './mdx';
import {RAW_PATTERNS, SITE_DIRECTIVES, syntaxFindings} from './syntax';

async function findings(source: string) {
  const {tree, error} = await compilePage('docs/page.mdx', source);
  if (error) throw new Error(error.message);
  return syntaxFindings('docs/page.mdx', tree!).map((f) => `${f.line}: ${f.message}`);
}

describe('syntaxFindings (old or raw directive syntax)', () => {
  it('finds a Docusaurus 2 admonition title and its closing fence, each on its line', async () => {
    const found = await findings('Intro.\n\n:::note Before you start\n\nBody.\n\n:::\n');
    expect(found).toEqual([
      '3: `:::note Before you start` is Docusaurus 2 syntax and shows as text: write `:::note[Before you start]`',
      expect.stringMatching(/^7: ":::" starts with `:::` but is no directive/),
    ]);
  });

  it('finds a container directive that is not an admonition, and leaf or labelled text directives', async () => {
    const found = await findings(
      ':::notes\n\nBody.\n\n:::\n\n::youtube{id="x"}\n\nSee :abbr[RPC] here, at 10:30 and a:b.\n',
    );
    expect(found).toEqual([
      '1: `:::notes` is not an admonition (note, tip, info, warning, danger, caution): nothing renders it',
      '7: `::youtube` is a directive nothing renders; escape the colons (`\\::`) if it is text',
      '9: `:abbr[…]` is a directive nothing renders; escape the colon (`\\:`) if it is text',
    ]);
  });

  it('leaves admonitions, the site’s own directives and code alone', async () => {
    const source = [
      ':::caution[Title]',
      '',
      'Use `:::note Title` and `**bold**` in code.',
      '',
      ':::',
      '',
      '::::tip',
      ':::info',
      'Nested.',
      ':::',
      '::::',
      '',
      '::migration-cheat-sheet{section="server"}',
      '',
      '```md',
      ':::note Title',
      '```',
      '',
    ].join('\n');
    expect(await findings(source)).toEqual([]);
  });

  it('finds bold, links and comments left as text, in prose and in JSX strings', async () => {
    const found = await findings(
      'Escaped \\*\\*bold\\*\\* here.\n\n<Card title="The **new** API" description="See [routers](/docs/server/routers)" href="/docs/x?a=**b**" />\n',
    );
    expect(found).toEqual([
      expect.stringMatching(/^1: .*`\*\*…\*\*` is not parsed there/),
      expect.stringMatching(/^3: .* in the JSX string title="…": `\*\*…\*\*`/),
      expect.stringMatching(/^3: .* in the JSX string description="…": `\[text\]\(url\)`/),
    ]);
  });

  it('uses the build test’s patterns: the same text is raw syntax to both', () => {
    const texts = [':::tip Title', 'Use **this** one', 'See [a](/docs/b)', '{/* c */} x', '2 ** 3 and [1, 2] (x)'];
    for (const text of texts) {
      const ours = RAW_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
      const html = `<main><div class="theme-doc-markdown"><p>${text}</p></div></main>`;
      expect(ours, text).toEqual(findRawSyntax(html).map((f) => f.kind));
    }
  });

  it('knows the directives the site’s plugins render', () => {
    expect(SITE_DIRECTIVES).toEqual([CHEAT_SHEET_DIRECTIVE]);
  });
});
