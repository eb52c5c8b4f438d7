/**
 * Install commands are written once, as npm, in a ```` ```bash npm2yarn ```` block
 * (CONTRIBUTING.md). Docusaurus's own `@docusaurus/remark-plugin-npm2yarn` turns
 * each into tabs, one per package manager; this module gives it the site's
 * options and says, for the Markdown twins, what those tabs hold.
 *
 * The plugin names every synced tab set `groupId="npm2yarn"`, and Docusaurus's
 * Tabs keep the reader's choice in localStorage under `docusaurus.tab.<groupId>`.
 * The hand-written tabs it replaces were `package-manager`, so the group is
 * renamed here (at build time, no script): a reader who picked pnpm before
 * keeps pnpm, and /privacy names one key.
 */
import {createRequire} from 'node:module';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type {Root} from 'mdast';

/** The package managers shown beside npm, in tab order (the plugin's known converters). */
export const INSTALL_CONVERTERS = ['yarn', 'pnpm', 'bun'] as const;
export type PackageManager = 'npm' | (typeof INSTALL_CONVERTERS)[number];

/** The Tabs group of every install block: `docusaurus.tab.package-manager` in localStorage. */
export const INSTALL_TABS_GROUP = 'package-manager';
/** The group the plugin writes with `sync: true`. */
const PLUGIN_GROUP = 'npm2yarn';

/** A code block's meta that asks for install tabs (the plugin's test: exactly this). */
export const INSTALL_META = 'npm2yarn';

/** Each tab's label as the plugin writes it (its `label`, else its `value`): checked by the unit test. */
export const INSTALL_LABELS: Record<PackageManager, string> = {npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun'};

// The converter the plugin itself calls, resolved from the plugin's own dependencies, so the
// Markdown twin cannot show another command than the page.
const requireFromPlugin = createRequire(createRequire(__filename).resolve('@docusaurus/remark-plugin-npm2yarn'));
const npmToYarn = requireFromPlugin('npm-to-yarn') as (command: string, to: PackageManager) => string;

export interface InstallVariant {
  manager: PackageManager;
  label: string;
  code: string;
}

/** What an install block shows, tab by tab: npm as written, then each converter's command. */
export function installVariants(npmCode: string): InstallVariant[] {
  return (['npm', ...INSTALL_CONVERTERS] as const).map((manager) => ({
    manager,
    label: INSTALL_LABELS[manager],
    code: manager === 'npm' ? npmCode : npmToYarn(npmCode, manager),
  }));
}

interface TreeNode {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: TreeNode[];
}

/** The plugin's tab sets join the site's one package-manager group. */
function renameGroup(node: TreeNode): void {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
    for (const attribute of node.attributes ?? []) {
      if (attribute.name === 'groupId' && attribute.value === PLUGIN_GROUP) attribute.value = INSTALL_TABS_GROUP;
    }
  }
  node.children?.forEach(renameGroup);
}

type Transformer = (tree: Root) => Promise<void>;
const npm2yarnTransformer = npm2yarn as unknown as (options: {
  sync: boolean;
  converters: PackageManager[];
}) => Transformer;

/**
 * Remark plugin: every `bash npm2yarn` block becomes synced tabs (npm, Yarn, pnpm, Bun).
 * Runs before the code highlighting, which then highlights each tab's block as any other.
 */
export default function remarkInstallTabs(): Transformer {
  const transform = npm2yarnTransformer({sync: true, converters: [...INSTALL_CONVERTERS]});
  return async (tree) => {
    await transform(tree);
    renameGroup(tree as TreeNode);
  };
}
