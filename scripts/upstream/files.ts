/**
 * Reads the guarded upstream files from this checkout (see ./guarded.ts) and
 * their content hashes; shared by the drift test and `npm run upstream:record`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {DOCSEARCH_PROBE_FILES} from '../../src/plugins/docsearch-no-eval';
import {LINK_MODULE} from '../../src/plugins/intent-prefetch';
import {UTILS_COMMON_MODULE} from '../../src/plugins/slim-utils-common';
import {guardedFiles, type Guard, type OurComponent, type SwizzleAction} from './guarded';

export const ROOT = path.resolve(__dirname, '../..');
export const RECORD = path.join(ROOT, 'tests/upstream-files.json');
const NODE_MODULES = path.join(ROOT, 'node_modules');
/** The themes whose components ours stand for, in the order Docusaurus layers them. */
const THEMES = ['@docusaurus/theme-search-algolia', '@docusaurus/theme-classic'];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const isComponentFile = (file: string) => /\.(tsx?|jsx?)$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);

/** `src/theme/CodeBlock/Content/index.tsx` → `CodeBlock/Content`; `…/Content/String.tsx` → `CodeBlock/Content/String`. */
const componentName = (themeDir: string, file: string) =>
  path
    .relative(themeDir, file)
    .replace(/\\/g, '/')
    .replace(/\.(tsx?|jsx?)$/, '')
    .replace(/\/index$/, '');

function ourComponents(): OurComponent[] {
  const themeDirs = [
    path.join(ROOT, 'src/theme'),
    ...walk(path.join(ROOT, 'src/plugins'))
      .filter((f) => f.includes('/theme/'))
      .map((f) => f.slice(0, f.indexOf('/theme/') + 6)),
  ];
  return [...new Set(themeDirs)].flatMap((dir) =>
    walk(dir)
      .filter(isComponentFile)
      .map((file) => ({
        name: componentName(dir, file),
        file: path.relative(ROOT, file),
        source: fs.readFileSync(file, 'utf8'),
      })),
  );
}

function upstreamOf(name: string): string | null {
  for (const theme of THEMES) {
    for (const candidate of [`${name}/index.js`, `${name}.js`]) {
      const rel = `${theme}/lib/theme/${candidate}`;
      if (fs.existsSync(path.join(NODE_MODULES, rel))) return rel;
    }
  }
  return null;
}

function wrapSafety(name: string): SwizzleAction | undefined {
  for (const theme of THEMES) {
    const file = path.join(NODE_MODULES, theme, 'lib/getSwizzleConfig.js');
    if (!fs.existsSync(file)) continue;
    type SwizzleConfig = {default: () => {components: Record<string, {actions: {wrap: SwizzleAction}}>}};
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's swizzle config is CommonJS, read where it is installed
    const config = (require(file) as SwizzleConfig).default();
    const action = config.components[name]?.actions.wrap;
    if (action) return action;
  }
  return undefined;
}

/**
 * Modules the bundle replaces (a NormalModuleReplacementPlugin, which the
 * build also checks still matches: src/guarded-replacement).
 */
const REPLACED_MODULES: Guard[] = [
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    reason: 'module replaced in the bundle',
    ours: ['src/plugins/code-highlight/noPrism.ts'],
  },
  {
    upstream: UTILS_COMMON_MODULE,
    reason: 'module replaced in the bundle',
    ours: ['src/plugins/slim-utils-common/utilsCommon.ts'],
  },
  {
    upstream: LINK_MODULE,
    reason: 'module replaced in the bundle',
    ours: ['src/plugins/intent-prefetch/Link.tsx', 'src/plugins/intent-prefetch/linkTarget.ts'],
  },
  // DocSearch's modules lose zod's eval probe on their way into the bundle (a loader).
  ...DOCSEARCH_PROBE_FILES.map((upstream) => ({
    upstream,
    reason: 'module rewritten in the bundle',
    ours: ['src/plugins/docsearch-no-eval/evalProbe.cjs'],
  })),
  // The route table's browser copy (src/plugins/lean-route-table): the file that writes
  // registry.js, routesChunkNames.json and routes.js, and the browser code that reads them.
  ...[
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    '@docusaurus/core/lib/client/docusaurus.js',
    'react-loadable/lib/index.js',
  ].map((upstream) => ({
    upstream,
    reason: 'generated module replaced in the bundle',
    ours: ['src/plugins/lean-route-table/routeTable.ts'],
  })),
];

export function currentGuards(): Guard[] {
  const sources = walk(path.join(ROOT, 'src'))
    .filter(isComponentFile)
    .map((file) => ({file: path.relative(ROOT, file), source: fs.readFileSync(file, 'utf8')}));
  return [...guardedFiles(ourComponents(), upstreamOf, wrapSafety, sources), ...REPLACED_MODULES]
    .map((guard) => ({...guard, upstream: installedFile(guard.upstream)}))
    .sort((a, b) => a.upstream.localeCompare(b.upstream));
}

/** An import's file as installed: `lib/stringUtils` is `lib/stringUtils.js` (else its hash would always be "missing"). */
function installedFile(upstream: string): string {
  const candidates = [upstream, `${upstream}.js`, `${upstream}/index.js`];
  return (
    candidates.find((rel) => fs.statSync(path.join(NODE_MODULES, rel), {throwIfNoEntry: false})?.isFile()) ?? upstream
  );
}

export function hashOf(upstream: string): string {
  const file = path.join(NODE_MODULES, upstream);
  return fs.existsSync(file) ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') : 'missing';
}

export interface Recorded {
  /** The Docusaurus release the hashes were recorded against. */
  docusaurus: string;
  files: Record<string, {sha256: string; reason: string; ours: string[]}>;
}

export const docusaurusVersion = () =>
  (JSON.parse(fs.readFileSync(path.join(NODE_MODULES, '@docusaurus/core/package.json'), 'utf8')) as {version: string})
    .version;
