/**
 * Remark plugin: answers the twoslash markers of a page's code blocks
 * (`// ^?`, `// @errors:`; see CONTRIBUTING.md) at build time, with the snippet
 * checker's compilation of that page (src/snippets/answers.ts), and hands
 * each block its annotations as the `codeAnnotations` property of the rendered
 * <code>: a JSON list of {line, kind, column, html}, lines counted in the code
 * the reader sees. The marker lines leave the code, and so the copy.
 *
 * Runs before the snippet cut (it needs the setup above `// ---cut---`, which
 * it removes itself for the blocks it changes) and before highlighting.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {CACHE_DIR, MAYBE_MARKED, pageAnswers} from '../../snippets/answers';
import {shownCode} from '../../snippets/markers';
import {visitCheckedBlocks} from '../../remark/visitCode';
import {escapeHtml} from '../../text/html';
import {highlightToLines} from './prism';

export interface Options {
  /** The site's folder: pages are named from it, as the snippet checker names them. */
  siteDir: string;
  /** Prism languages beyond prism-react-renderer's own (the highlighter keeps one list). */
  additionalLanguages: readonly string[];
}

export interface RenderedAnnotation {
  /** 0-based line of the shown code the annotation goes under. */
  line: number;
  kind: 'query' | 'error';
  /** Column it points at, to indent it under its expression. */
  column: number;
  /** The compiler's text as HTML: a type highlighted as TypeScript, an error as text. */
  html: string;
}

export default function remarkCodeQueries({siteDir, additionalLanguages}: Options) {
  const cacheDir = path.join(siteDir, CACHE_DIR);
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const source = fs.readFileSync(file.path, 'utf8');
    if (!MAYBE_MARKED.test(source)) return;
    const page = path.relative(siteDir, file.path).split(path.sep).join('/');
    const {snippets, annotations} = pageAnswers(page, source, {repoRoot: siteDir, cacheDir});
    visitCheckedBlocks(tree, snippets, (code, snippet, i) => {
      if (snippet.skip) return;
      const shown = shownCode(snippet.code, annotations[i]!);
      if (shown.code === snippet.code) return;
      code.value = shown.code;
      if (shown.annotations.length === 0) return;
      const rendered: RenderedAnnotation[] = shown.annotations.map(({line, kind, column, text}) => ({
        line,
        kind,
        column,
        html:
          kind === 'query'
            ? (highlightToLines(text, 'typescript', additionalLanguages)?.join('\n') ?? escapeHtml(text))
            : escapeHtml(text),
      }));
      code.data ??= {};
      code.data.hProperties = {...code.data.hProperties, codeAnnotations: JSON.stringify(rendered)};
    });
  };
}
