import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {API_REFERENCE, type ApiPackage} from './src/docs-model';

const API_PACKAGES = API_REFERENCE.packages;
const API_OUT_DIR = API_REFERENCE.contentDir;

interface GeneratedItem {
  type: string;
  id?: string;
  label?: string;
  key?: string;
  items?: GeneratedItem[];
}

/**
 * Packages re-export each other's symbols (@trpc/react-query re-exports the
 * client), so labels repeat across packages; a package-scoped key keeps their
 * translation keys apart.
 */
function withKeys(pkg: ApiPackage, items: GeneratedItem[]): GeneratedItem[] {
  return items.map((item) => ({
    ...item,
    key: `api-${pkg}-${item.id ?? item.label}`,
    ...(item.items && {items: withKeys(pkg, item.items)}),
  }));
}

/**
 * The API reference's sidebar, written by typedoc (config/typedoc.ts) when
 * Docusaurus loads its plugins, which is before it reads this file.
 */
function apiReferenceItems(pkg: ApiPackage): GeneratedItem[] {
  const file = path.join(__dirname, API_OUT_DIR, pkg, 'typedoc-sidebar.cjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- typedoc writes the sidebar as CommonJS, and a sidebars file is read synchronously
  return fs.existsSync(file) ? withKeys(pkg, require(file) as GeneratedItem[]) : [];
}

/**
 * The API reference's own sidebar: one category per package, its overview
 * page first, under one heading that search results and breadcrumbs name.
 */
export default {
  api: [
    {
      type: 'category',
      label: 'API Reference',
      collapsible: false,
      // A category heading without a link renders as an <a> without href.
      link: {
        type: 'generated-index',
        slug: '/',
        title: 'API Reference',
        description: `Every public export of the @trpc/* ${API_REFERENCE.belongsTo.trpc.version} packages, generated from their sources: one overview per package, then a page per class, function, interface, type and variable.`,
      },
      items: API_PACKAGES.map((pkg) => ({
        type: 'category' as const,
        label: `@trpc/${pkg}`,
        link: {type: 'doc' as const, id: `${pkg}/index`},
        items: apiReferenceItems(pkg) as SidebarsConfig[string] & unknown[],
      })),
    },
  ],
} satisfies SidebarsConfig;
