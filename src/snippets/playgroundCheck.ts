/**
 * Compiles playground links offline with the snippet checker (./check.ts):
 * each link's code, read back as the playground reads it, is one block of its
 * own, checked against the docs version its `@trpc/*` imports are pinned to.
 * With a cache folder, a link that compiled clean before is not compiled again (./passes.ts).
 */
import {checkProject, compilerOptions, snippetProject, type SnippetError} from './check';
import type {Snippet} from './extract';
import {decodePlaygroundUrl, PLAYGROUND_OPTIONS} from './playground';
import {passed, passKey, rememberPasses} from './passes';
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
      const options = compilerOptions(repoRoot, version);
      const key = passKey(repoRoot, {options, version, filetype: decoded.filetype, code: decoded.code});
      if (passed(cacheDir, key)) return;
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
    rememberPasses(
      cacheDir,
      [...keys].filter(([where]) => !failed.has(where)).map(([, key]) => key),
    );
  }
  return errors;
}
