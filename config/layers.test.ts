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
  // Wrong way: the library imports a plugin.
  'src/snippets/engine.ts': "import {probe} from '../plugins/probe';\nexport const engine = probe;\n",
  // Wrong way: the docs model imports something else.
  'src/docs-model/index.ts': "import {engine} from '../snippets/engine';\nexport const model = engine;\n",
  // Wrong way: browser code imports a Node built-in.
  'src/theme/Probe/index.tsx': "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n",
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
    ['library-not-features', 'src/snippets/engine.ts → src/plugins/probe/index.ts'],
    ['docs-model-stands-alone', 'src/docs-model/index.ts → src/snippets/engine.ts'],
    ['browser-code-not-node', 'src/theme/Probe/index.tsx → fs'],
  ])('%s: names %s', (rule, edge) => {
    expect(output).toContain(`${rule}: ${edge}`);
  });

  it('lets tools and the config import what is below them', () => {
    expect(output).not.toContain('scripts/uses-plugin.ts →');
    expect(output).not.toContain('config/settings.ts →');
    expect(output).not.toContain('tests/probe.ts →');
    expect(output).toMatch(/5 dependency violations \(5 errors/);
  });
});
