/**
 * Compiles playground links offline with the snippet checker (./check.ts):
 * each link's code, read back as the playground reads it, is one block of its
 * own, checked against the docs version its `@trpc/*` imports are pinned to.
 *
 * With a cache folder, a link that compiled clean is remembered by a hash of all its
 * result depends on (its code and version, the compiler and its options, the lockfile,
 * the checker's own source), as answers.ts remembers answers: an unchanged link costs a
 * file lookup, and any change is a new key, so a remembered pass is never stale.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {lockHash} from './answers';
import {checkProject, compilerOptions, snippetProject, type SnippetError} from './check';
import type {Snippet} from './extract';
import {decodePlaygroundUrl, PLAYGROUND_OPTIONS} from './playground';
import {CURRENT_VERSION, DOCS_VERSIONS, type VersionLabel} from '../docs-model';

export interface PlaygroundLink {
  /** Where the link is (a page and its block), for the error message. */
  where: string;
  url: string;
}

/** The docs version whose tRPC release the code pins its `@trpc/*` imports to. */
export function versionOfCode(code: string): VersionLabel {
  const pinned = /from\s+['"]@trpc\/[^'"]+['"];?\s*\/\/ types: (\S+)/.exec(code)?.[1];
  return (DOCS_VERSIONS.find((v) => v.trpc.version === pinned) ?? CURRENT_VERSION).label as VersionLabel;
}

/** Bump when what a remembered pass means changes. */
const FORMAT = 1;
/** The checker's own source, part of every key: a stricter checker compiles everything again. */
const CHECKER_FILES = ['check.ts', 'extract.ts', 'playground.ts', 'playgroundCheck.ts'];

function passKey(repoRoot: string, version: VersionLabel, filetype: string, code: string): string {
  const checker = createHash('sha256');
  for (const file of CHECKER_FILES) checker.update(fs.readFileSync(path.join(__dirname, file)));
  const input = {
    format: FORMAT,
    typescript: ts.version,
    lock: lockHash(repoRoot),
    checker: checker.digest('hex'),
    options: compilerOptions(repoRoot, version),
    version,
    filetype,
    code,
  };
  return createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32);
}

export function compilePlaygroundLinks(
  repoRoot: string,
  links: readonly PlaygroundLink[],
  {cacheDir}: {cacheDir?: string} = {},
): SnippetError[] {
  const errors: SnippetError[] = [];
  const byVersion = new Map<VersionLabel, Map<string, Snippet[]>>();
  /** The key of each link compiled in this run, by where it is. */
  const keys = new Map<string, string>();
  links.forEach((link, i) => {
    let decoded;
    try {
      decoded = decodePlaygroundUrl(link.url);
    } catch (error) {
      errors.push({page: link.where, line: 0, column: 0, code: 0, message: (error as Error).message});
      return;
    }
    for (const [key, value] of Object.entries(PLAYGROUND_OPTIONS)) {
      if (decoded.options[key] !== value)
        errors.push({
          page: link.where,
          line: 0,
          column: 0,
          code: 0,
          message: `compiler option ${key} is ${String(decoded.options[key])}, not ${String(value)}`,
        });
    }
    const version = versionOfCode(decoded.code);
    if (cacheDir) {
      const key = passKey(repoRoot, version, decoded.filetype, decoded.code);
      if (fs.existsSync(path.join(cacheDir, key))) return;
      keys.set(link.where, key);
    }
    const pages = byVersion.get(version) ?? new Map<string, Snippet[]>();
    byVersion.set(version, pages);
    const page = `playground/${i}`;
    pages.set(page, [
      {page: link.where, lang: decoded.filetype, title: undefined, skip: false, v9: false, code: decoded.code, line: 1},
    ]);
  });
  for (const [version, pages] of byVersion) {
    const project = snippetProject(repoRoot, version, pages);
    errors.push(...checkProject(project, version).errors);
    project.service.dispose();
  }
  if (cacheDir) {
    const failed = new Set(errors.map((e) => e.page));
    fs.mkdirSync(cacheDir, {recursive: true});
    for (const [where, key] of keys) if (!failed.has(where)) fs.writeFileSync(path.join(cacheDir, key), '');
  }
  return errors;
}
