import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkInstallTabs, {INSTALL_TABS_GROUP, installVariants} from './installTabs';

interface Node {
  type: string;
  name?: string;
  value?: string;
  lang?: string;
  attributes?: {name: string; value: string}[];
  children?: Node[];
}

const attr = (node: Node, name: string) => node.attributes?.find((a) => a.name === name)?.value;

async function transform(mdx: string): Promise<Node> {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx) as Root;
  await remarkInstallTabs()(tree);
  return tree as unknown as Node;
}

describe('remarkInstallTabs', () => {
  it('turns a bash npm2yarn block into synced tabs whose labels and commands are installVariants', async () => {
    const npm = 'npm install @trpc/server@10.30.0 zod\nnpm install -D @types/ws@8';
    const tree = await transform(`Install:\n\n\`\`\`bash npm2yarn\n${npm}\n\`\`\`\n`);
    const tabs = tree.children!.find((n) => n.name === 'Tabs')!;
    expect(attr(tabs, 'groupId')).toBe(INSTALL_TABS_GROUP);
    const items = tabs.children!.map((item) => ({
      manager: attr(item, 'value'),
      label: attr(item, 'label') ?? attr(item, 'value'),
      code: item.children![0]!.value,
      lang: item.children![0]!.lang,
    }));
    expect(items).toEqual(installVariants(npm).map((v) => ({...v, lang: 'bash'})));
    expect(items.map((i) => i.label)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    // The page gets the Tabs imports it did not write.
    expect(tree.children![0]!.type).toBe('mdxjsEsm');
  });

  it('leaves other code blocks and other tab groups alone', async () => {
    const tree = await transform(
      '<Tabs groupId="npm2yarn-like">\n<TabItem value="a">\n\n```bash\nnpm install x\n```\n\n</TabItem>\n</Tabs>\n',
    );
    expect(attr(tree.children![0]!, 'groupId')).toBe('npm2yarn-like');
    expect(tree.children!.some((n) => n.type === 'mdxjsEsm')).toBe(false);
  });
});

describe('installVariants: the commands the site relies on convert as each package manager spells them', () => {
  const commands = (npm: string) => Object.fromEntries(installVariants(npm).map((v) => [v.manager, v.code]));

  it('install, dev dependencies, uninstall', () => {
    expect(commands('npm install @trpc/server@9.27.4 zod@3')).toEqual({
      npm: 'npm install @trpc/server@9.27.4 zod@3',
      yarn: 'yarn add @trpc/server@9.27.4 zod@3',
      pnpm: 'pnpm add @trpc/server@9.27.4 zod@3',
      bun: 'bun add @trpc/server@9.27.4 zod@3',
    });
    expect(commands('npm install -D @types/express@4')).toMatchObject({
      yarn: 'yarn add --dev @types/express@4',
      pnpm: 'pnpm add -D @types/express@4',
      bun: 'bun add --dev @types/express@4',
    });
    expect(commands('npm uninstall @trpc/react react-query')).toMatchObject({
      yarn: 'yarn remove @trpc/react react-query',
      bun: 'bun remove @trpc/react react-query',
    });
  });

  it('create and run: npm create with -- passes the flags on', () => {
    expect(commands('npm create next-app -- --example x my-app')).toMatchObject({
      yarn: 'yarn create next-app --example x my-app',
      pnpm: 'pnpm create next-app --example x my-app',
      bun: 'bunx create-next-app --example x my-app',
    });
    expect(commands('npm install\nnpm run dev')).toMatchObject({
      yarn: 'yarn install\nyarn dev',
      pnpm: 'pnpm install\npnpm run dev',
      bun: 'bun install\nbun run dev',
    });
  });
});
