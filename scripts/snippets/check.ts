/**
 * Type-checks snippets with the TypeScript compiler API: one in-memory program
 * per docs version, whose files are the virtual projects of every page.
 */
import path from 'node:path';
import ts from 'typescript';
import type {Snippet} from './extract';
import {pageProject, type VirtualFile} from './project';

export type DocsVersion = '10.x' | '9.x';

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
}

/** 9.x samples import `@trpc/*` as v9 users did; map those names to the aliased v9 installs. */
function v9Paths(): ts.MapLike<string[]> {
  const paths: ts.MapLike<string[]> = {};
  for (const pkg of ['server', 'client', 'react', 'next']) {
    paths[`@trpc/${pkg}`] = [`node_modules/trpc-v9-${pkg}`];
    paths[`@trpc/${pkg}/*`] = [`node_modules/trpc-v9-${pkg}/*`];
  }
  return paths;
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
    ...(version === '9.x' ? {baseUrl: repoRoot, paths: v9Paths()} : {}),
  };
}

/** Declarations of node_modules are shared by both programs: parse them once. */
const libraryFiles = new Map<string, ts.SourceFile | undefined>();

export function checkVersion(
  repoRoot: string,
  version: DocsVersion,
  pages: ReadonlyMap<string, readonly Snippet[]>,
): VersionResult {
  const projectsRoot = path.join(repoRoot, '.snippets', version);
  const files = new Map<string, VirtualFile>();
  const dirs = new Set<string>();
  let skipped = 0;
  for (const [page, snippets] of pages) {
    const checked = snippets.filter((s) => !s.skip);
    skipped += snippets.length - checked.length;
    const root = path.join(projectsRoot, page.replace(/\.mdx?$/, ''));
    for (const file of pageProject(root, checked)) {
      files.set(file.fileName, file);
      for (let d = path.dirname(file.fileName); d.startsWith(projectsRoot); d = path.dirname(d)) {
        dirs.add(d);
      }
    }
  }

  if (files.size === 0) return {version, checked: 0, skipped, errors: []};
  const options = compilerOptions(repoRoot, version);
  const host = ts.createCompilerHost(options, true);
  const {fileExists, readFile, directoryExists, getSourceFile} = host;
  host.fileExists = (f) => files.has(f) || (!f.startsWith(projectsRoot) && fileExists(f));
  host.readFile = (f) => files.get(f)?.snippet.code ?? readFile(f);
  host.directoryExists = (d) => dirs.has(d) || (!d.startsWith(projectsRoot) && directoryExists!(d));
  host.getSourceFile = (f, languageVersion, onError) => {
    const virtual = files.get(f);
    if (virtual) return ts.createSourceFile(f, virtual.snippet.code, languageVersion, true);
    const key = `${f}\0${JSON.stringify(languageVersion)}`;
    if (!libraryFiles.has(key)) libraryFiles.set(key, getSourceFile(f, languageVersion, onError));
    return libraryFiles.get(key);
  };

  const program = ts.createProgram({rootNames: [...files.keys()], options, host});
  const errors: SnippetError[] = [];
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const virtual = d.file && files.get(d.file.fileName);
    if (!d.file || !virtual || d.start === undefined) {
      // A diagnostic outside the samples (options, a library) still fails the run.
      errors.push({page: `(${version} program)`, line: 0, column: 0, code: d.code, message});
      continue;
    }
    const pos = d.file.getLineAndCharacterOfPosition(d.start);
    errors.push({
      page: virtual.snippet.page,
      line: virtual.snippet.line + pos.line,
      column: pos.character + 1,
      code: d.code,
      message,
    });
  }
  return {version, checked: files.size, skipped, errors};
}
