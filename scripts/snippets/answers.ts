/**
 * The build's side of the twoslash markers: the answers for one page's blocks,
 * computed by the checker's own compilation (./check.ts) of that page's
 * project, so a page can only show what the compiler says of its code today.
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
import {checkProject, compilerOptions, snippetProject, type DocsVersion} from './check';
import {extractSnippets, type Snippet} from './extract';
import {hasMarkers, type Annotation} from './markers';
import {formatError, versionOfPage} from './run';

/** Bump when the shape or the meaning of a cached answer changes. */
const FORMAT = 1;

export interface PageAnswers {
  /** Every code block of the page the checker sees, in order. */
  snippets: Snippet[];
  /** The annotations of each of `snippets` (empty for a block without markers). */
  annotations: Annotation[][];
}

const lockHashes = new Map<string, string>();
function lockHash(repoRoot: string): string {
  if (!lockHashes.has(repoRoot)) {
    const lock = path.join(repoRoot, 'package-lock.json');
    lockHashes.set(repoRoot, createHash('sha256').update(fs.existsSync(lock) ? fs.readFileSync(lock) : '').digest('hex'));
  }
  return lockHashes.get(repoRoot)!;
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

export interface AnswerOptions {
  repoRoot: string;
  /** Where answers are kept between builds; none: always compile. */
  cacheDir?: string;
}

/**
 * The annotations of `page` (its path from the repository root) whose text is
 * `source`. Throws, with the page and line of each, when the page's blocks do
 * not compile or a marker points at nothing: a build must not show a guess.
 */
export function pageAnswers(page: string, source: string, {repoRoot, cacheDir}: AnswerOptions): PageAnswers {
  const snippets = extractSnippets(page, source);
  const annotations = snippets.map((): Annotation[] => []);
  if (!snippets.some((s) => !s.skip && hasMarkers(s.code))) return {snippets, annotations};

  const byVersion = new Map<DocsVersion, Snippet[]>();
  for (const s of snippets.filter((s) => !s.skip)) {
    const version = s.v9 ? '9.x' : versionOfPage(page);
    byVersion.set(version, [...(byVersion.get(version) ?? []), s]);
  }
  for (const [version, checked] of byVersion) {
    if (!checked.some((s) => hasMarkers(s.code))) continue;
    const key = cacheKey(repoRoot, page, version, checked);
    const cached = cacheDir && path.join(cacheDir, `${key}.json`);
    let answers: Annotation[][] | undefined;
    if (cached && fs.existsSync(cached)) answers = JSON.parse(fs.readFileSync(cached, 'utf8')) as Annotation[][];
    if (!answers) {
      const project = snippetProject(repoRoot, version, new Map([[page, checked]]));
      const result = checkProject(project, version);
      project.service.dispose();
      if (result.errors.length > 0) {
        throw new Error(`The code blocks of ${page} do not check (npm run check:snippets -- ${page}):\n${result.errors.map(formatError).join('\n')}`);
      }
      answers = checked.map((s) => result.annotations.get(s) ?? []);
      if (cached) {
        fs.mkdirSync(cacheDir, {recursive: true});
        fs.writeFileSync(cached, JSON.stringify(answers));
      }
    }
    checked.forEach((s, i) => {
      annotations[snippets.indexOf(s)] = answers[i] ?? [];
    });
  }
  return {snippets, annotations};
}
