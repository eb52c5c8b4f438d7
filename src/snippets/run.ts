/** Gathers the pages, routes each block to its version's program, and applies the opt-out budget. */
import fs from 'node:fs';
import path from 'node:path';
import {checkVersion, type DocsVersion, type SnippetError, type VersionResult} from './check';
import {extractSnippets, type Snippet} from './extract';
import {CURRENT_VERSION, DOCS_VERSIONS, SNIPPET_SOURCES, V9_VERSION} from '../docs-model';

/** Where pages live, and the version their blocks document (the docs model's). */
export const SOURCES = SNIPPET_SOURCES;

/** Opt-outs (`skip-check`) must stay under this share of each version's checked blocks. */
export const MAX_SKIP_RATIO = 0.1;

export function versionOfPage(page: string): DocsVersion {
  const source = SOURCES.find((s) => page === s.dir || page.startsWith(`${s.dir}/`));
  return source?.version ?? CURRENT_VERSION.label;
}

export function listPages(repoRoot: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string): void => {
    const abs = path.join(repoRoot, dir);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, {withFileTypes: true})) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(rel);
        continue;
      }
      if (/\.mdx?$/.test(entry.name)) pages.push(rel);
    }
  };
  SOURCES.forEach((s) => walk(s.dir));
  return pages.sort();
}

export interface RunResult {
  versions: VersionResult[];
  /** Pages that are not valid MDX, and budget failures. */
  problems: SnippetError[];
}

export function runSnippetCheck(
  repoRoot: string,
  pages: readonly string[],
  {enforceSkipBudget, cacheDir}: {enforceSkipBudget: boolean; cacheDir?: string},
): RunResult {
  const byVersion = new Map<DocsVersion, Map<string, Snippet[]>>(
    DOCS_VERSIONS.map((version) => [version.label as DocsVersion, new Map()]),
  );
  const problems: SnippetError[] = [];
  for (const page of pages) {
    let snippets: Snippet[];
    try {
      snippets = extractSnippets(page, fs.readFileSync(path.join(repoRoot, page), 'utf8'));
    } catch (error) {
      const e = error as {line?: number; column?: number; reason?: string; message: string};
      problems.push({
        page,
        line: e.line ?? 0,
        column: e.column ?? 0,
        code: 0,
        message: `MDX: ${e.reason ?? e.message}`,
      });
      continue;
    }
    for (const snippet of snippets) {
      const version = snippet.v9 ? V9_VERSION.label : versionOfPage(page);
      const versionPages = byVersion.get(version)!;
      versionPages.set(page, [...(versionPages.get(page) ?? []), snippet]);
    }
  }
  const versions = [...byVersion].map(([version, versionPages]) =>
    checkVersion(repoRoot, version, versionPages, {cacheDir}),
  );
  if (enforceSkipBudget) {
    for (const v of versions) {
      if (v.skipped > 0 && v.skipped >= MAX_SKIP_RATIO * v.checked) {
        problems.push({
          page: `(${v.version})`,
          line: 0,
          column: 0,
          code: 0,
          message: `${v.skipped} blocks opt out with skip-check, over ${MAX_SKIP_RATIO * 100}% of the ${v.checked} checked blocks`,
        });
      }
    }
  }
  return {versions, problems};
}

export function formatError(e: SnippetError): string {
  const where = e.line > 0 ? `${e.page}:${e.line}:${e.column}` : e.page;
  return `${where} - ${e.code ? `error TS${e.code}` : 'error'}: ${e.message}`;
}
