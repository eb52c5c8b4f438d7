/**
 * Spelling with cspell's own linter (what `npm run test:spelling` runs), in
 * this process, on the named files only, with the repository's cspell.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import type * as CSpell from 'cspell';
import type {Finding} from './findings';

/**
 * cspell is an ES module whose CommonJS entry (what a `tsx` script's import
 * becomes) only has `defineConfig`: load its `import` entry by file URL.
 */
async function loadCSpell(): Promise<typeof CSpell> {
  // The node_modules folders Node would search (tsx's own resolver maps `cspell` to ./cspell.json, by tsconfig's baseUrl).
  const dir = (require.resolve.paths('cspell') ?? [])
    .map((modules) => path.join(modules, 'cspell'))
    .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error('cspell is not installed: run npm ci');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: {'.': {import: string}};
  };
  return (await import(pathToFileURL(path.join(dir, manifest.exports['.'].import)).href)) as typeof CSpell;
}

export interface SpellingOptions {
  /** The folder the files are relative to (the repository). */
  root: string;
  /** The cspell configuration file. */
  config: string;
}

/** An unknown word per finding, with cspell's first suggestions. */
export async function checkSpelling(files: readonly string[], {root, config}: SpellingOptions): Promise<Finding[]> {
  if (files.length === 0) return [];
  const {lint} = await loadCSpell();
  const findings: Finding[] = [];
  const errors: string[] = [];
  await lint(
    files.map((file) => path.resolve(root, file)),
    {root, config, progress: false, summary: false, showSuggestions: true, mustFindFiles: false},
    {
      issue: (issue) => {
        const file = path
          .relative(root, fileURLToPath(issue.uri ?? ''))
          .split(path.sep)
          .join('/');
        const suggestions = issue.suggestions?.slice(0, 3) ?? [];
        findings.push({
          file,
          line: issue.row,
          kind: 'spelling',
          message:
            `unknown word "${issue.text}" (column ${issue.col})` +
            (suggestions.length > 0 ? `: ${suggestions.join(', ')}?` : '') +
            ' (a real word: add it to cspell-words.txt)',
        });
      },
      info: () => {},
      debug: () => {},
      error: (message, error) => void errors.push(`${message}: ${error.message}`),
      progress: () => {},
      result: () => {},
    },
  );
  if (errors.length > 0) throw new Error(`cspell failed: ${errors.join('; ')}`);
  return findings;
}
