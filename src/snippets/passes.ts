/**
 * Remembered passes: a page's blocks, or a playground link, that compiled with no error
 * are remembered by a hash of everything the result depends on (the code and its
 * version, TypeScript and the compiler options, the lockfile, the checker's own source).
 * An unchanged sample then costs a file lookup; any change is a new key, so a pass is
 * never stale. Failures are not remembered: they are compiled, and reported, every time.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where `npm run check:snippets` and the playground-links build test keep their passes. */
export const PASSES_DIR = 'node_modules/.cache/snippet-passes';

const lockHashes = new Map<string, string>();
/** A hash of the lockfile: the installed packages, whose types a block compiles against. */
export function lockHash(repoRoot: string): string {
  if (!lockHashes.has(repoRoot)) {
    const lock = path.join(repoRoot, 'package-lock.json');
    lockHashes.set(
      repoRoot,
      createHash('sha256')
        .update(fs.existsSync(lock) ? fs.readFileSync(lock) : '')
        .digest('hex'),
    );
  }
  return lockHashes.get(repoRoot)!;
}

/** The checker's source files: a stricter checker compiles everything again. */
const CHECKER_FILES = [
  'check.ts',
  'extract.ts',
  'markers.ts',
  'project.ts',
  'playground.ts',
  'playgroundCheck.ts',
  'passes.ts',
];
let checker: string | undefined;

/** The key of a pass: `input` (the code, its version and options) with the compiler, packages and checker. */
export function passKey(repoRoot: string, input: object): string {
  if (checker === undefined) {
    const hash = createHash('sha256');
    for (const file of CHECKER_FILES) hash.update(fs.readFileSync(path.join(__dirname, file)));
    checker = hash.digest('hex');
  }
  const all = {typescript: ts.version, lock: lockHash(repoRoot), checker, input};
  return createHash('sha256').update(JSON.stringify(all)).digest('hex').slice(0, 32);
}

export const passed = (cacheDir: string, key: string): boolean => fs.existsSync(path.join(cacheDir, key));

export function rememberPasses(cacheDir: string, keys: Iterable<string>): void {
  fs.mkdirSync(cacheDir, {recursive: true});
  for (const key of keys) fs.writeFileSync(path.join(cacheDir, key), '');
}
