/**
 * The licence texts of the npm packages bundled into dist/server.js, for the
 * THIRD_PARTY_LICENSES.txt the tarball carries beside it: their licences ask
 * that the notice travel with the code. build.ts gives the bundler's list of
 * input files; the files are read through `files`, so this stays testable.
 */

export interface LicenseFiles {
  /** The names of the files in a folder. */
  list(dir: string): string[];
  read(file: string): string;
}

export interface BundledLicense {
  name: string;
  version: string;
  /** The SPDX expression of its package.json. */
  license: string;
  /** Its LICENSE (or COPYING) text, then any NOTICE. */
  text: string;
}

/** The package folders that bundled files come from, nested ones too (`node_modules/ajv/node_modules/fast-uri`). */
export function packageDirs(inputs: readonly string[]): string[] {
  const dirs = new Set<string>();
  for (const input of inputs) {
    const dir = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replaceAll('\\', '/'))?.[1];
    if (dir) dirs.add(dir);
  }
  return [...dirs].sort();
}

const LICENSE_FILE = /^(licen[cs]e|copying)([.-].*)?$/i;
const NOTICE_FILE = /^notice([.-].*)?$/i;

/**
 * Each package's name, version, licence and licence text, sorted by name, one
 * entry per name and version. Throws, naming them, for packages with no
 * licence file: shipping their code without its notice is not an option.
 */
export function collectLicenses(dirs: readonly string[], files: LicenseFiles): BundledLicense[] {
  const found = new Map<string, BundledLicense>();
  const missing: string[] = [];
  for (const dir of dirs) {
    const pkg = JSON.parse(files.read(`${dir}/package.json`)) as {name: string; version: string; license?: string};
    const names = files.list(dir).sort();
    const texts = [...names.filter((n) => LICENSE_FILE.test(n)), ...names.filter((n) => NOTICE_FILE.test(n))].map((n) =>
      files.read(`${dir}/${n}`).trim(),
    );
    if (texts.length === 0) missing.push(`${pkg.name} (${dir})`);
    const key = `${pkg.name}@${pkg.version}`;
    if (!found.has(key))
      found.set(key, {
        name: pkg.name,
        version: pkg.version,
        license: pkg.license ?? 'UNKNOWN',
        text: texts.join('\n\n'),
      });
  }
  if (missing.length > 0) throw new Error(`No licence file in bundled package(s): ${missing.join(', ')}.`);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** The file: a line saying what it is, then each package's heading and licence text. */
export function formatLicenses(packageName: string, licenses: readonly BundledLicense[]): string {
  const rule = '-'.repeat(72);
  const parts = licenses.map((l) => `${rule}\n${l.name} ${l.version} (${l.license})\n${rule}\n\n${l.text}\n`);
  return `${packageName} bundles code of the npm packages below into dist/server.js. Their licences follow.\n\n${parts.join('\n')}`;
}
