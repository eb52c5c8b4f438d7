/**
 * The snippet checker (src/snippets, `npm run check:snippets`) on the changed
 * pages only: their code blocks, each page's blocks one small project, against
 * the packages of the page's docs version. Called in this process, on the
 * sources the other checks read.
 */
import {checkVersion, type DocsVersion} from '../../src/snippets/check';
import {extractSnippets, type Snippet} from '../../src/snippets/extract';
import {versionOfPage} from '../../src/snippets/run';
import {V9_VERSION} from '../../src/docs-model';
import type {Finding} from './findings';

export interface SamplesResult {
  findings: Finding[];
  /** Blocks compiled. */
  checked: number;
  /** Pages whose blocks could not be read (their MDX or directive finding says why). */
  unread: string[];
}

/** `repoRoot` is where node_modules (the pinned packages) is; pages are `{page, source}` with the page's path. */
export function checkSamples(repoRoot: string, pages: readonly {page: string; source: string}[]): SamplesResult {
  const byVersion = new Map<DocsVersion, Map<string, Snippet[]>>();
  const unread: string[] = [];
  for (const {page, source} of pages) {
    let snippets: Snippet[];
    try {
      snippets = extractSnippets(page, source);
    } catch {
      // Not valid MDX, or an old admonition title: the page's mdx or syntax finding reports it.
      unread.push(page);
      continue;
    }
    for (const snippet of snippets) {
      const version: DocsVersion = snippet.v9 ? V9_VERSION.label : versionOfPage(page);
      const versionPages = byVersion.get(version) ?? new Map<string, Snippet[]>();
      versionPages.set(page, [...(versionPages.get(page) ?? []), snippet]);
      byVersion.set(version, versionPages);
    }
  }
  const findings: Finding[] = [];
  let checked = 0;
  for (const [version, versionPages] of byVersion) {
    const result = checkVersion(repoRoot, version, versionPages);
    checked += result.checked;
    for (const e of result.errors) {
      findings.push({
        file: e.page,
        line: e.line,
        kind: 'sample',
        message: `${e.code ? `TS${e.code} ` : ''}(${version}, column ${e.column}) ${e.message}`,
      });
    }
  }
  return {findings, checked, unread};
}
