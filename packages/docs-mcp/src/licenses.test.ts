import {describe, expect, it} from 'vitest';
import {collectLicenses, formatLicenses, packageDirs, type LicenseFiles} from './licenses';

/** Files in memory: `dir/name` → text. */
function filesOf(tree: Record<string, string>): LicenseFiles {
  return {
    list: (dir) =>
      Object.keys(tree)
        .filter((file) => file.startsWith(`${dir}/`) && !file.slice(dir.length + 1).includes('/'))
        .map((file) => file.slice(dir.length + 1)),
    read: (file) => {
      if (!(file in tree)) throw new Error(`no ${file}`);
      return tree[file]!;
    },
  };
}
const pkg = (name: string, version: string, license?: string) => JSON.stringify({name, version, license});

describe('packageDirs', () => {
  it('gives the package folders of the bundled files, scoped and nested ones too, once each', () => {
    expect(
      packageDirs([
        'node_modules/zod/v3/types.js',
        'node_modules/zod/index.js',
        'node_modules/@modelcontextprotocol/sdk/dist/cjs/server/mcp.js',
        'node_modules/ajv/node_modules/fast-uri/index.js',
        'node_modules\\minisearch\\dist\\cjs\\index.cjs',
        'src/search/engine.ts',
        'packages/docs-mcp/src/cli.ts',
      ]),
    ).toEqual([
      'node_modules/@modelcontextprotocol/sdk',
      'node_modules/ajv/node_modules/fast-uri',
      'node_modules/minisearch',
      'node_modules/zod',
    ]);
  });
});

describe('collectLicenses', () => {
  it('reads each package’s name, version, licence and licence texts (LICENSE, COPYING, NOTICE), sorted by name', () => {
    const files = filesOf({
      'nm/zod/package.json': pkg('zod', '3.25.76', 'MIT'),
      'nm/zod/LICENSE': 'MIT License\nCopyright (c) Colin McDonnell\n',
      'nm/zod/index.js': '',
      'nm/minisearch/package.json': pkg('minisearch', '7.2.0', 'MIT'),
      'nm/minisearch/LICENSE.txt': 'MIT, its author',
      'nm/apache/package.json': pkg('apache-thing', '1.0.0', 'Apache-2.0'),
      'nm/apache/LICENSE-APACHE': 'Apache License 2.0',
      'nm/apache/NOTICE.md': 'Notice text',
    });
    expect(collectLicenses(['nm/zod', 'nm/minisearch', 'nm/apache'], files)).toEqual([
      {name: 'apache-thing', version: '1.0.0', license: 'Apache-2.0', text: 'Apache License 2.0\n\nNotice text'},
      {name: 'minisearch', version: '7.2.0', license: 'MIT', text: 'MIT, its author'},
      {name: 'zod', version: '3.25.76', license: 'MIT', text: 'MIT License\nCopyright (c) Colin McDonnell'},
    ]);
  });

  it('lists a package bundled from two folders once', () => {
    const files = filesOf({
      'a/x/package.json': pkg('x', '1.0.0', 'MIT'),
      'a/x/LICENSE': 'MIT',
      'b/x/package.json': pkg('x', '1.0.0', 'MIT'),
      'b/x/LICENSE': 'MIT',
    });
    expect(collectLicenses(['a/x', 'b/x'], files)).toHaveLength(1);
  });

  it('refuses to go on, naming them, when packages have no licence file', () => {
    const files = filesOf({
      'nm/a/package.json': pkg('a', '1.0.0', 'MIT'),
      'nm/a/README.md': 'no licence here',
      'nm/b/package.json': pkg('b', '2.0.0'),
    });
    expect(() => collectLicenses(['nm/a', 'nm/b'], files)).toThrow(
      'No licence file in bundled package(s): a (nm/a), b (nm/b).',
    );
  });
});

describe('formatLicenses', () => {
  it('writes what the file is, then each package under a heading with its licence text', () => {
    const text = formatLicenses('@trpc/docs-mcp', [
      {name: 'ajv', version: '8.20.0', license: 'MIT', text: 'The MIT License (MIT)'},
      {name: 'zod', version: '3.25.76', license: 'MIT', text: 'MIT License'},
    ]);
    expect(text).toMatch(/^@trpc\/docs-mcp bundles code of the npm packages below into dist\/server\.js\./);
    expect(text).toContain('\najv 8.20.0 (MIT)\n');
    expect(text.indexOf('The MIT License (MIT)')).toBeLessThan(text.indexOf('zod 3.25.76 (MIT)'));
  });
});
