/**
 * Type-checks snippets with the TypeScript language service: one in-memory
 * project per docs version, whose files are the virtual projects of every page.
 * The same service answers the blocks' twoslash queries (./markers.ts), so a
 * type shown on a page is what this compilation says.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {Snippet} from './extract';
import {findMarkers, hasMarkers, type Annotation} from './markers';
import {passed, passKey, rememberPasses} from './passes';
import {pageProject, type VirtualFile} from './project';
import {DOCS_VERSIONS, type VersionLabel} from '../docs-model';

/** A docs version by its label (`10.x`, `9.x`): the docs model's versions. */
export type DocsVersion = VersionLabel;

export interface SnippetError {
  page: string;
  /** 1-based line in the Markdown page. */
  line: number;
  column: number;
  code: number;
  message: string;
}

export interface VersionResult {
  version: DocsVersion;
  checked: number;
  skipped: number;
  errors: SnippetError[];
  /** The answers to the blocks' markers, by block. */
  annotations: Map<Snippet, Annotation[]>;
}

/**
 * Samples import `@trpc/*` as that version's users did; a version installed
 * under aliases (9.x: `trpc-v9-server`…) maps those names to its installs.
 */
function aliasPaths(version: DocsVersion): ts.MapLike<string[]> | undefined {
  const paths: ts.MapLike<string[]> = {};
  const installedAs = DOCS_VERSIONS.find((v) => v.label === version)?.trpc.installedAs ?? {};
  for (const [name, installed] of Object.entries(installedAs)) {
    if (name === installed) continue;
    paths[name] = [`node_modules/${installed}`];
    paths[`${name}/*`] = [`node_modules/${installed}/*`];
  }
  return Object.keys(paths).length > 0 ? paths : undefined;
}

export function compilerOptions(repoRoot: string, version: DocsVersion): ts.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Every block is a module, so declarations never leak between blocks.
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    allowJs: true,
    checkJs: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    // Library declarations are the packages' business, not the samples'.
    skipLibCheck: true,
    ...(aliasPaths(version) ? {baseUrl: repoRoot, paths: aliasPaths(version)} : {}),
  };
}

/**
 * Declarations of node_modules are shared by every service (both versions, and
 * each page the build asks about): the registry keeps them parsed and bound.
 */
const registry = ts.createDocumentRegistry();
const snapshots = new Map<string, ts.IScriptSnapshot | undefined>();

export interface SnippetProject {
  service: ts.LanguageService;
  files: Map<string, VirtualFile>;
}

/** A language service whose only sources are `pages`' blocks, laid out by ./project.ts under `.snippets/<version>/`. */
export function snippetProject(
  repoRoot: string,
  version: DocsVersion,
  pages: ReadonlyMap<string, readonly Snippet[]>,
): SnippetProject {
  const projectsRoot = path.join(repoRoot, '.snippets', version);
  const files = new Map<string, VirtualFile>();
  const dirs = new Set<string>();
  for (const [page, snippets] of pages) {
    const root = path.join(projectsRoot, page.replace(/\.mdx?$/, ''));
    for (const file of pageProject(root, snippets)) {
      files.set(file.fileName, file);
      for (let d = path.dirname(file.fileName); d.startsWith(projectsRoot); d = path.dirname(d)) dirs.add(d);
    }
  }
  const options = compilerOptions(repoRoot, version);
  const virtual = (f: string) => f.startsWith(projectsRoot);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => {
      const file = files.get(f);
      if (file) return ts.ScriptSnapshot.fromString(file.snippet.code);
      if (virtual(f)) return undefined;
      if (!snapshots.has(f)) {
        const text = ts.sys.readFile(f);
        snapshots.set(f, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text));
      }
      return snapshots.get(f);
    },
    getCurrentDirectory: () => repoRoot,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (f) => files.has(f) || (!virtual(f) && ts.sys.fileExists(f)),
    readFile: (f) => files.get(f)?.snippet.code ?? (virtual(f) ? undefined : ts.sys.readFile(f)),
    directoryExists: (d) => dirs.has(d) || (!virtual(d) && ts.sys.directoryExists(d)),
    getDirectories: (d) => (virtual(d) ? [] : ts.sys.getDirectories(d)),
    realpath: (f) => (virtual(f) ? f : fs.realpathSync.native(f)),
    useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
  };
  return {service: ts.createLanguageService(host, registry), files};
}

/** The text of a diagnostic as the reader sees it: one paragraph per message of the chain. */
const messageOf = (d: ts.Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, '\n');

/**
 * An expected error as a page shows it: a long chain (an overload that did not
 * match, say) keeps its first message and its last, the most specific.
 */
export function shownMessage(message: string, code: number): string {
  const lines = message.split('\n');
  const text =
    lines.length > 2 ? `${lines[0]}\n…\n${lines[lines.length - 1]!.trim()}` : lines.map((l) => l.trim()).join('\n');
  return `${text} (${code})`;
}

/**
 * Type-checks every file of the project (or, `markersOnly`, the blocks with
 * markers just as far as their answers need) and answers the markers of its blocks.
 * An expected error (`// @errors:`) becomes an annotation; an expected error
 * that does not occur, and a `^?` that points at nothing with a type, are
 * errors at the marker's page and line.
 */
export function checkProject(
  {service, files}: SnippetProject,
  version: DocsVersion,
  {markersOnly = false}: {markersOnly?: boolean} = {},
): {
  errors: SnippetError[];
  annotations: Map<Snippet, Annotation[]>;
} {
  const program = service.getProgram()!;
  const errors: SnippetError[] = [];
  const annotations = new Map<Snippet, Annotation[]>();
  const at = (snippet: Snippet, line: number, column: number, code: number, message: string) =>
    errors.push({page: snippet.page, line: snippet.line + line, column: column + 1, code, message});

  // The build only needs the answers: the checker type-checks every block
  // before it, so there only the blocks that expect errors are diagnosed,
  // and the rest of the program is checked no further than a query needs.
  const diagnostics = markersOnly
    ? [...files].flatMap(([fileName, {snippet}]) =>
        findMarkers(snippet.code).expectedErrors.length > 0
          ? [...service.getSyntacticDiagnostics(fileName), ...service.getSemanticDiagnostics(fileName)]
          : [],
      )
    : ts.getPreEmitDiagnostics(program);
  const byFile = new Map<string, ts.Diagnostic[]>();
  for (const d of diagnostics) {
    const virtual = d.file && files.get(d.file.fileName);
    if (!d.file || !virtual || d.start === undefined) {
      // A diagnostic outside the samples (options, a library) still fails the run.
      errors.push({page: `(${version} program)`, line: 0, column: 0, code: d.code, message: messageOf(d)});
      continue;
    }
    byFile.set(d.file.fileName, [...(byFile.get(d.file.fileName) ?? []), d]);
  }

  for (const [fileName, {snippet}] of files) {
    if (markersOnly && !hasMarkers(snippet.code)) continue;
    const markers = findMarkers(snippet.code);
    const found: Annotation[] = [];
    const source = program.getSourceFile(fileName)!;
    for (const m of markers.malformed) at(snippet, m.line, 0, 0, m.message);
    const seen = new Set<number>();
    for (const d of byFile.get(fileName) ?? []) {
      const pos = source.getLineAndCharacterOfPosition(d.start!);
      if (markers.expectedErrors.includes(d.code)) {
        seen.add(d.code);
        found.push({kind: 'error', line: pos.line, column: pos.character, text: shownMessage(messageOf(d), d.code)});
      } else {
        at(snippet, pos.line, pos.character, d.code, messageOf(d));
      }
    }
    for (const code of markers.expectedErrors.filter((c) => !seen.has(c))) {
      at(
        snippet,
        markers.errorsLine,
        0,
        0,
        `\`// @errors: ${code}\` expects error TS${code}, which this block no longer has`,
      );
    }
    for (const q of markers.queries) {
      const lineText = snippet.code.split('\n')[q.line]!;
      const info =
        q.column < lineText.length
          ? service.getQuickInfoAtPosition(fileName, source.getPositionOfLineAndCharacter(q.line, q.column))
          : undefined;
      const text = info && ts.displayPartsToString(info.displayParts);
      if (!text) {
        at(
          snippet,
          q.markerLine,
          q.column,
          0,
          `\`^?\` points at nothing with a type on the line above (column ${q.column + 1}): move the caret under a name or an expression`,
        );
        continue;
      }
      found.push({kind: 'query', line: q.line, column: q.column, text});
    }
    if (found.length > 0)
      annotations.set(
        snippet,
        found.sort((a, b) => a.line - b.line || a.column - b.column),
      );
  }
  return {errors, annotations};
}

/**
 * Checks a version's pages. With a cache folder, a page whose blocks compiled clean before,
 * unchanged, is not compiled again (./passes.ts); its blocks still count as checked.
 */
export function checkVersion(
  repoRoot: string,
  version: DocsVersion,
  pages: ReadonlyMap<string, readonly Snippet[]>,
  {cacheDir}: {cacheDir?: string} = {},
): VersionResult {
  let skipped = 0;
  const checkedPages = new Map<string, Snippet[]>();
  const errors: SnippetError[] = [];
  for (const [page, snippets] of pages) {
    const checked = snippets.filter((s) => !s.skip);
    skipped += snippets.length - checked.length;
    for (const s of snippets.filter(
      (s) => s.skip && findMarkers(s.code).queries.length + findMarkers(s.code).expectedErrors.length > 0,
    )) {
      errors.push({
        page,
        line: s.line,
        column: 1,
        code: 0,
        message: 'markers (`^?`, `@errors`) need a checked block: remove skip-check',
      });
    }
    if (checked.length > 0) checkedPages.set(page, checked);
  }
  const keys = new Map<string, string>();
  let remembered = 0;
  if (cacheDir) {
    const options = compilerOptions(repoRoot, version);
    for (const [page, checked] of [...checkedPages]) {
      const key = passKey(repoRoot, {page, version, options, checked});
      if (!passed(cacheDir, key)) keys.set(page, key);
      else {
        remembered += pageProject(page, checked).length;
        checkedPages.delete(page);
      }
    }
  }
  const project = snippetProject(repoRoot, version, checkedPages);
  if (project.files.size === 0) return {version, checked: remembered, skipped, errors, annotations: new Map()};
  const result = checkProject(project, version);
  project.service.dispose();
  if (cacheDir) {
    const failed = new Set(result.errors.map((e) => e.page));
    rememberPasses(
      cacheDir,
      [...keys].filter(([page]) => !failed.has(page)).map(([, key]) => key),
    );
  }
  return {
    version,
    checked: project.files.size + remembered,
    skipped,
    errors: [...errors, ...result.errors],
    annotations: result.annotations,
  };
}
