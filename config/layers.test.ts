/**
 * The layer rule (.dependency-cruiser.cjs, `npm run lint:layers`) fails on a
 * wrong-way import: dependency-cruiser runs with the site's own rules over a
 * small tree that has one import of each kind the rules forbid, and the
 * imports that the layers allow.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '..');
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
const files: Record<string, string> = {
  // Wrong way: the build's code imports a tool.
  'src/plugins/probe/index.ts': "import {tool} from '../../../scripts/tool';\nexport const probe = tool;\n",
  // Wrong way: src/ reads the config.
  'src/plugins/probe/settings.ts': "import {setting} from '../../../config/settings';\nexport const used = setting;\n",
  // Wrong way: a plugin imports another plugin (what two features share is a library).
  'src/plugins/other/index.ts': "import {probe} from '../probe';\nexport const other = probe;\n",
  // Wrong way: the library imports a plugin.
  'src/snippets/engine.ts': "import {probe} from '../plugins/probe';\nexport const engine = probe;\n",
  // Wrong way: the docs model imports something else.
  'src/docs-model/index.ts': "import {engine} from '../snippets/engine';\nexport const model = engine;\n",
  // Wrong way: browser code imports a Node built-in.
  'src/theme/Probe/index.tsx': "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n",
  // Wrong way: the search engine, which the browser runs, imports a Node built-in.
  'src/search/probe.ts': "import path from 'node:path';\nexport const join = path.join;\n",
  // The right way: a plugin imports its own folder; a plugin's test may import another plugin.
  'src/plugins/other/theme/Other/index.tsx': "import {other} from '../..';\nexport const shown = other;\n",
  'src/plugins/other/index.test.ts': "import {probe} from '../probe';\nexport const checked = probe;\n",
  // The right way: tools and the config import anything below them.
  'scripts/tool.ts': 'export const tool = 1;\n',
  'scripts/uses-plugin.ts': "import {probe} from '../src/plugins/probe';\nexport const x = probe;\n",
  'config/settings.ts': "import {engine} from '../src/snippets/engine';\nexport const setting = engine;\n",
  'tests/probe.ts': "import {tool} from '../scripts/tool';\nexport const t = tool;\n",
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(tree, file)), {recursive: true});
  fs.writeFileSync(path.join(tree, file), text);
}
afterAll(() => fs.rmSync(tree, {recursive: true, force: true}));

function cruise() {
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  const run = spawnSync(
    bin,
    [
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
      'src',
      'scripts',
      'config',
      'tests',
    ],
    {cwd: tree, encoding: 'utf8'},
  );
  return {status: run.status, output: `${run.stdout}${run.stderr}`};
}

describe('the layer rule', () => {
  const {status, output} = cruise();

  it('fails on a wrong-way import', () => {
    expect(status, output).not.toBe(0);
  });

  it.each([
    ['no-tool-imports', 'src/plugins/probe/index.ts → scripts/tool.ts'],
    ['src-not-config', 'src/plugins/probe/settings.ts → config/settings.ts'],
    ['plugin-not-other-plugin', 'src/plugins/other/index.ts → src/plugins/probe/index.ts'],
    ['library-not-features', 'src/snippets/engine.ts → src/plugins/probe/index.ts'],
    ['docs-model-stands-alone', 'src/docs-model/index.ts → src/snippets/engine.ts'],
    ['browser-code-not-node', 'src/theme/Probe/index.tsx → fs'],
    ['search-library-not-node', 'src/search/probe.ts → path'],
  ])('%s: names %s', (rule, edge) => {
    expect(output).toContain(`${rule}: ${edge}`);
  });

  it('lets tools and the config import what is below them', () => {
    expect(output).not.toContain('scripts/uses-plugin.ts →');
    expect(output).not.toContain('config/settings.ts →');
    expect(output).not.toContain('tests/probe.ts →');
  });

  it("lets a plugin import its own folder, and a plugin's test import another plugin", () => {
    expect(output).not.toContain('src/plugins/other/theme/Other/index.tsx →');
    expect(output).not.toContain('src/plugins/other/index.test.ts →');
  });

  it('finds exactly the wrong-way imports', () => {
    expect(output).toMatch(/7 dependency violations \(7 errors/);
  });
});
