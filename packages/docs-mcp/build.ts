/**
 * Makes the package ready to pack (`npm pack` runs it as `prepack`): copies
 * the docs a site build wrote (the twins, llms.json and the offline search
 * index; `--build <dir>`, default the site's build/) into data/, and bundles
 * the server with the MCP SDK into one file, dist/server.js, so that the
 * tarball installs with no dependency and answers with no network. The
 * licence texts of the packages bundled go beside it, in
 * dist/THIRD_PARTY_LICENSES.txt.
 *
 *   tsx packages/docs-mcp/build.ts [--build build] [--out packages/docs-mcp]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {build} from 'esbuild';
import type {DocsManifest} from '../../src/plugins/markdown-twins';
import {DOCS_MCP_PACKAGE} from '../../src/docs-model/agents';
import {collectLicenses, formatLicenses, packageDirs} from './src/licenses';

const here = __dirname;
const {values} = parseArgs({
  options: {
    build: {type: 'string', default: path.join(here, '../../build')},
    out: {type: 'string', default: here},
  },
});

export async function buildPackage(siteBuild: string, out: string): Promise<void> {
  const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')) as {name: string; version: string};
  if (pkg.name !== DOCS_MCP_PACKAGE)
    throw new Error(
      `package.json names ${pkg.name}, src/docs-model/agents.ts says ${DOCS_MCP_PACKAGE}: make them agree.`,
    );
  const manifestFile = path.join(siteBuild, 'llms.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`No ${manifestFile}: build the site first (npm run build).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as DocsManifest;

  const data = path.join(out, 'data');
  fs.rmSync(data, {recursive: true, force: true});
  const copy = (rel: string) => {
    const target = path.join(data, rel);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(path.join(siteBuild, rel), target);
  };
  copy('llms.json');
  for (const version of manifest.versions) {
    copy(version.searchIndex);
    for (const section of version.sections)
      for (const page of section.pages) {
        const target = path.join(data, 'pages', page.markdown);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.copyFileSync(path.join(siteBuild, page.markdown), target);
      }
  }

  const root = path.join(here, '../..');
  const bundled = await build({
    entryPoints: [path.join(here, 'src/cli.ts')],
    outfile: path.join(out, 'dist/server.js'),
    // The metafile's inputs, relative to the repository: the packages whose licences must ship.
    absWorkingDir: root,
    metafile: true,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    legalComments: 'linked',
    define: {PACKAGE_NAME: JSON.stringify(pkg.name), PACKAGE_VERSION: JSON.stringify(pkg.version)},
    logLevel: 'warning',
  });
  const licenses = collectLicenses(
    packageDirs(Object.keys(bundled.metafile.inputs)).map((dir) => path.join(root, dir)),
    {list: (dir) => fs.readdirSync(dir), read: (file) => fs.readFileSync(file, 'utf8')},
  );
  fs.writeFileSync(path.join(out, 'dist/THIRD_PARTY_LICENSES.txt'), formatLicenses(pkg.name, licenses));
  if (path.resolve(out) !== path.resolve(here)) {
    for (const file of ['package.json', 'README.md']) fs.copyFileSync(path.join(here, file), path.join(out, file));
  }
}

if (require.main === module) {
  buildPackage(path.resolve(values.build), path.resolve(values.out)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
