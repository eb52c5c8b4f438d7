import {describe, expect, it} from 'vitest';
import {absoluteUrl, toMarkdown, visibleCode, type TwinRemarkPlugin} from './toMarkdown';

const info = {
  title: 'Routers',
  description: 'Define procedures and group them.',
  url: 'https://trpc.io/docs/server/routers',
  siteUrl: 'https://trpc.io',
  resolveFileLink: (href: string) => (href === './context.mdx' ? '/docs/server/context' : undefined),
};

const page = (body: string) => `---\ntitle: Routers\ndescription: x\n---\n\n${body}`;

describe('toMarkdown', () => {
  it('turns the front matter into a title and a description, and drops imports and exports', () => {
    const md = toMarkdown(page("import Tabs from '@theme/Tabs';\nexport const x = 1;\n\nSome **prose**."), info);
    expect(md).toBe('# Routers\n\n> Define procedures and group them.\n\nSome **prose**.\n');
  });

  it('keeps a title written as the first heading instead of adding one', () => {
    const md = toMarkdown('# Own title\n\nText.', {...info, description: undefined});
    expect(md).toBe('# Own title\n\nText.\n');
  });

  it('writes tabs as labelled sections', () => {
    const md = toMarkdown(
      page(
        '<Tabs groupId="pm">\n<TabItem value="npm" label="npm">\n\n```bash\nnpm i x\n```\n\n</TabItem>\n<TabItem value="yarn">\n\n```bash\nyarn add x\n```\n\n</TabItem>\n</Tabs>',
      ),
      info,
    );
    expect(md).toContain('**npm**\n\n```bash\nnpm i x\n```\n\n**yarn**\n\n```bash\nyarn add x\n```');
    expect(md).not.toMatch(/<\/?Tab/);
  });

  it('writes an install block (bash npm2yarn) as one labelled command per package manager', () => {
    const md = toMarkdown(page('Install:\n\n```bash npm2yarn\nnpm install -D x@1\n```\n\nDone.'), info);
    expect(md).toContain(
      [
        '**npm**\n\n```bash\nnpm install -D x@1\n```',
        '**Yarn**\n\n```bash\nyarn add --dev x@1\n```',
        '**pnpm**\n\n```bash\npnpm add -D x@1\n```',
        '**Bun**\n\n```bash\nbun add --dev x@1\n```',
      ].join('\n\n'),
    );
    expect(md).not.toContain('npm2yarn');
  });

  it('writes admonitions as blockquotes that name their kind and keep their title', () => {
    const md = toMarkdown(
      page(
        ':::caution[Always return `next()`]\n\nOr the call hangs.\n\n:::\n\n:::tip[Short]\nBody.\n:::\n\n:::info\nPlain.\n:::',
      ),
      info,
    );
    expect(md).toContain('> **Caution**: Always return `next()`\n>\n> Or the call hangs.');
    expect(md).toContain('> **Tip**: Short\n>\n> Body.');
    expect(md).toContain('> **Info**\n>\n> Plain.');
    expect(md).not.toContain(':::');
  });

  it('keeps brackets and links of a title, and nests admonitions with more colons', () => {
    const md = toMarkdown(
      page('::::caution[Name the file `[trpc].ts`, see [routes](/docs/x)]\n\n:::tip[Inner]\nBody.\n:::\n\n::::'),
      info,
    );
    expect(md).toContain(
      '> **Caution**: Name the file `[trpc].ts`, see [routes](https://trpc.io/docs/x)\n>\n> > **Tip**: Inner\n> >\n> > Body.',
    );
    expect(md).not.toContain(':::');
  });

  it('leaves the MDX 1 title form as the text the page shows (Docusaurus with future.v4 no longer reads it)', () => {
    const md = toMarkdown(page(':::caution Old title\n\nBody.\n\n:::'), info);
    expect(md).not.toContain('> **Caution**: Old title');
  });

  it('keeps code with its language and title, without the cut setup or highlight comments', () => {
    const md = toMarkdown(
      page(
        '```ts title="server/trpc.ts" skip-check\nimport { z } from "zod";\n// ---cut---\n\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```',
      ),
      info,
    );
    expect(md).toContain('```ts title="server/trpc.ts"\nconst a = 1;\nconst b = 2;\n```');
    expect(md).not.toContain('---cut---');
  });

  it('makes links absolute: site paths, anchors, file links', () => {
    const md = toMarkdown(
      page('[a](/docs/x) [b](#here) [c](./context.mdx#top) [d](https://example.com/y) ![i](/img/z.png)'),
      info,
    );
    expect(md).toContain('[a](https://trpc.io/docs/x)');
    expect(md).toContain('[b](https://trpc.io/docs/server/routers#here)');
    expect(md).toContain('[c](https://trpc.io/docs/server/context#top)');
    expect(md).toContain('[d](https://example.com/y)');
    expect(md).toContain('![i](https://trpc.io/img/z.png)');
  });

  it('writes embedded posts written as HTML in JSX as blockquotes with their link', () => {
    const md = toMarkdown(
      page(
        '<blockquote className="twitter-tweet">\n  <p lang="en" dir="ltr">Great tool.<br /><br />Really.</p>\n\n  — Someone (@someone) <a href="https://twitter.com/someone/status/1">June 17, 2022</a>\n</blockquote>',
      ),
      info,
    );
    expect(md).toMatch(/^> Great tool\./m);
    expect(md).toContain('> — Someone (@someone) [June 17, 2022](https://twitter.com/someone/status/1)');
    expect(md).not.toMatch(/<\/?(blockquote|p|a|br)\b/);
  });

  it('unwraps unknown components, drops comments, keeps string expressions as text', () => {
    const md = toMarkdown(page("<Details>\n\nInside.\n\n</Details>\n\n{/* truncate */}\n\nA {'<'} b"), info);
    expect(md).toContain('Inside.');
    expect(md).not.toContain('truncate');
    expect(md).toContain('A < b');
  });

  it('prints a directive it does not know back as text, as Docusaurus does', () => {
    expect(toMarkdown(page('Meet at 10:30, or :later.'), info)).toContain('Meet at 10:30, or :later.');
  });

  it("runs the page's own remark plugins first, so what they add is in the twin, its links made absolute", () => {
    const guideLink: TwinRemarkPlugin = () => (tree, file) => {
      tree.children.push({
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: '/docs/server/routers',
            children: [{type: 'text', value: `${file.data.frontMatter?.title} guide`}],
          },
        ],
      });
    };
    const md = toMarkdown('Body.', {...info, remarkPlugins: [guideLink]});
    expect(md).toContain('[Routers guide](https://trpc.io/docs/server/routers)');
    expect(toMarkdown('Body.', info)).not.toContain('guide');
  });

  it('drops custom heading ids', () => {
    expect(toMarkdown(page('## Heading {#custom}'), info)).toContain('## Heading\n');
  });
});

describe('visibleCode', () => {
  it('removes block and JSX highlight comments', () => {
    expect(visibleCode('a\n{/* highlight-start */}\nb\n{/* highlight-end */}\n# highlight-next-line\nc')).toBe(
      'a\nb\nc',
    );
  });
});

describe('absoluteUrl', () => {
  it('resolves other relative links against the page', () => {
    expect(absoluteUrl('img.png', info)).toBe('https://trpc.io/docs/server/routers/img.png');
    expect(absoluteUrl('mailto:a@b.c', info)).toBe('mailto:a@b.c');
  });
});

describe('links to older URLs of the site', () => {
  it('point where the page points: the current URL', () => {
    const info = {
      title: 'T',
      url: 'https://trpc.io/docs/x',
      siteUrl: 'https://trpc.io',
      currentHref: (href: string) => (href.endsWith('/docs/getQueryKey') ? '/docs/client/react/getQueryKey' : null),
    };
    expect(absoluteUrl('https://trpc.io/docs/getQueryKey', info)).toBe('https://trpc.io/docs/client/react/getQueryKey');
    expect(absoluteUrl('/docs/getQueryKey', info)).toBe('https://trpc.io/docs/client/react/getQueryKey');
    expect(absoluteUrl('https://github.com/trpc/trpc', info)).toBe('https://github.com/trpc/trpc');
  });
});
