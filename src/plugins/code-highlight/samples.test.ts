import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkCodeHighlight from './remark';
import remarkCodeSamples, {setupOf} from './samples';
import remarkSnippetCut from '../../remark/snippetCut';
import {textOfHtml} from '../../text/html';

type Props = {highlightedHtml?: string; setupHtml?: string; setupLines?: string; playgroundHref?: string};

const PAGE = `# Page

\`\`\`ts title="server/trpc.ts"
import {initTRPC} from '@trpc/server';
// highlight-next-line
const t = initTRPC.create();
// ^?
// ---cut---
// highlight-next-line
export const router = t.router;
\`\`\`
`;

/** The page through the samples, cut and highlighting plugins, as a docs page of a throwaway site. */
function build(): Code & {data?: {hProperties?: Props}} {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
  fs.mkdirSync(path.join(siteDir, 'docs'));
  const file = path.join(siteDir, 'docs', 'page.mdx');
  fs.writeFileSync(file, PAGE);
  const tree = unified().use(remarkParse).use(remarkMdx).parse(PAGE) as Root;
  const vfile = new VFile({path: file, value: PAGE});
  remarkCodeSamples({siteDir, additionalLanguages: []})(tree, vfile);
  remarkSnippetCut()(tree);
  remarkCodeHighlight({additionalLanguages: []})(tree);
  return tree.children.find((n) => n.type === 'code') as Code & {data?: {hProperties?: Props}};
}

describe('setupOf', () => {
  it('is the lines above the cut, without markers or blank edges', () => {
    expect(setupOf('\nconst a = 1;\n// ^?\n\n// ---cut---\nb')).toBe('const a = 1;');
    expect(setupOf('a\nb')).toBeUndefined();
    expect(setupOf('// ---cut---\nb')).toBeUndefined();
  });
});

describe('the samples remark plugin', () => {
  const code = build();
  const props = code.data!.hProperties!;

  it('gives a block with setup its highlighted setup and line count', () => {
    expect(textOfHtml(props.setupHtml!)).toBe("import {initTRPC} from '@trpc/server';\nconst t = initTRPC.create();");
    expect(props.setupLines).toBe('2');
  });

  it('gives a checked block its link to its page on the site', () => {
    expect(props.playgroundHref).toMatch(/^\/play\/[0-9a-f]{16}$/);
  });

  it('copies what is shown: no setup, no markers (the theme then drops the highlight comments)', () => {
    // The copy button copies the block's code, which is the text of its highlighted HTML.
    const copied = textOfHtml(props.highlightedHtml!);
    expect(copied).toBe('// highlight-next-line\nexport const router = t.router;');
    expect(copied).not.toMatch(/---cut---|\^\?|@errors|initTRPC/);
    expect(textOfHtml(props.setupHtml!)).not.toMatch(/---cut---|\^\?|highlight-/);
  });
});
