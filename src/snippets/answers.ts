/**
 * The build's side of the twoslash markers: the answers for one page's blocks,
 * computed by the checker's own compilation (./check.ts), so a page can only
 * show what the compiler says of its code today. A cold build compiles the
 * marked pages of each version once, together, as the checker does.
 *
 * Answers are cached by a hash of everything they depend on: the page's
 * blocks, the compiler options and version, and the installed packages (the
 * lockfile). A changed block or dependency is a new key, so a cached answer is
 * never stale; an unchanged page costs a file read instead of a compilation.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {checkProject, compilerOptions, snippetProject, type DocsVersion, type SnippetError} from './check';
import {extractSnippets, type Snippet} from './extract';
import {hasMarkers, type Annotation} from './markers';
import {lockHash} from './passes';
import {formatError, listPages, versionOfPage} from './run';
import {V9_VERSION} from '../docs-model';

/** Bump when the shape or the meaning of a cached answer changes. */
const FORMAT = 1;

export interface PageAnswers {
  /** Every code block of the page the checker sees, in order. */
  snippets: Snippet[];
  /** The annotations of each of `snippets` (empty for a block without markers). */
  annotations: Annotation[][];
}

export function cacheKey(repoRoot: string, page: string, version: DocsVersion, snippets: readonly Snippet[]): string {
  const input = {
    format: FORMAT,
    typescript: ts.version,
    lock: lockHash(repoRoot),
    options: compilerOptions(repoRoot, version),
    page,
    version,
    snippets: snippets.map((s) => [s.title, s.lang, s.line, s.code]),
  };
  return createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32);
}

/** Where the build keeps answers, from the repository root. */
export const CACHE_DIR = 'node_modules/.cache/code-queries';

export interface AnswerOptions {
  repoRoot: string;
  /** Where answers are kept between builds; none: always compile. */
  cacheDir?: string;
}

interface Answer {
  answers: Annotation[][];
  errors: SnippetError[];
}

/** Pages of the site with markers, grouped by the version their blocks compile against. */
function markedPagesByVersion(repoRoot: string): Map<DocsVersion, Map<string, Snippet[]>> {
  const byVersion = new Map<DocsVersion, Map<string, Snippet[]>>();
  for (const page of listPages(repoRoot)) {
    const source = fs.readFileSync(path.join(repoRoot, page), 'utf8');
    if (!MAYBE_MARKED.test(source)) continue;
    for (const [version, checked] of checkedByVersion(page, extractSnippets(page, source))) {
      if (!byVersion.has(version)) byVersion.set(version, new Map());
      byVersion.get(version)!.set(page, checked);
    }
  }
  return byVersion;
}

/**
 * One compilation answers every marked page of a version, the first time the
 * build asks about one that is not cached: a compilation per page would set
 * up the type checker (the DOM's and the packages' declarations) again for
 * each. Keyed like the cache, so an answer is only used for the code it is about.
 *
 * The checker's program (every page) would answer the same types, but it is
 * not asked: TypeScript prints an object type's properties in the order it
 * first met them, which depends on what else the program checked, and a
 * page's text should not depend on whether the checker ran before the build.
 */
const batches = new Map<string, Map<string, Answer>>();
function batchAnswer(
  repoRoot: string,
  version: DocsVersion,
  key: string,
  cacheDir: string | undefined,
): Answer | undefined {
  const id = `${repoRoot}\0${version}`;
  if (!batches.has(id)) {
    const answers = new Map<string, Answer>();
    const pages = markedPagesByVersion(repoRoot).get(version) ?? new Map<string, Snippet[]>();
    // A page that differs from the one on disk (a test's, an edit the dev server is
    // compiling) is not worth the batch: it compiles on its own.
    if (![...pages].some(([page, checked]) => cacheKey(repoRoot, page, version, checked) === key)) return undefined;
    const project = snippetProject(repoRoot, version, pages);
    const result = checkProject(project, version, {markersOnly: true});
    project.service.dispose();
    for (const [page, checked] of pages) {
      const answer = {
        answers: checked.map((s) => result.annotations.get(s) ?? []),
        errors: result.errors.filter((e) => e.page === page),
      };
      const pageKey = cacheKey(repoRoot, page, version, checked);
      answers.set(pageKey, answer);
      if (cacheDir && answer.errors.length === 0) writeCache(cacheDir, pageKey, answer.answers);
    }
    batches.set(id, answers);
  }
  return batches.get(id)!.get(key);
}

function writeCache(cacheDir: string, key: string, answers: Annotation[][]): void {
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(path.join(cacheDir, `${key}.json`), JSON.stringify(answers));
}

function checkedByVersion(page: string, snippets: readonly Snippet[]): Map<DocsVersion, Snippet[]> {
  const byVersion = new Map<DocsVersion, Snippet[]>();
  for (const s of snippets.filter((s) => !s.skip)) {
    const version = s.v9 ? V9_VERSION.label : versionOfPage(page);
    byVersion.set(version, [...(byVersion.get(version) ?? []), s]);
  }
  return byVersion;
}

/** Cheap test before parsing: most pages have no marker. */
export const MAYBE_MARKED = /\/\/\s*(\^\?|@errors)/;

/**
 * The annotations of `page` (its path from the repository root) whose text is
 * `source`. Throws, with the page and line of each, when a marker points at
 * nothing or an expected error is gone: a build must not show a guess.
 */
export function pageAnswers(page: string, source: string, {repoRoot, cacheDir}: AnswerOptions): PageAnswers {
  const snippets = extractSnippets(page, source);
  const annotations = snippets.map((): Annotation[] => []);
  if (!snippets.some((s) => !s.skip && hasMarkers(s.code))) return {snippets, annotations};

  for (const [version, checked] of checkedByVersion(page, snippets)) {
    if (!checked.some((s) => hasMarkers(s.code))) continue;
    const key = cacheKey(repoRoot, page, version, checked);
    const cached = cacheDir && path.join(cacheDir, `${key}.json`);
    let answer: Answer | undefined;
    if (cached && fs.existsSync(cached))
      answer = {answers: JSON.parse(fs.readFileSync(cached, 'utf8')) as Annotation[][], errors: []};
    answer ??= batchAnswer(repoRoot, version, key, cacheDir);
    if (!answer) {
      // A page the batch has not seen (edited since, in the dev server): its own compilation.
      const project = snippetProject(repoRoot, version, new Map([[page, checked]]));
      const result = checkProject(project, version, {markersOnly: true});
      project.service.dispose();
      answer = {answers: checked.map((s) => result.annotations.get(s) ?? []), errors: result.errors};
      if (cacheDir && answer.errors.length === 0) writeCache(cacheDir, key, answer.answers);
    }
    if (answer.errors.length > 0) {
      throw new Error(
        `The code blocks of ${page} do not check (npm run check:snippets -- ${page}):\n${answer.errors.map(formatError).join('\n')}`,
      );
    }
    checked.forEach((s, i) => {
      annotations[snippets.indexOf(s)] = answer.answers[i] ?? [];
    });
  }
  return {snippets, annotations};
}
