/**
 * Turns the blocks of one page into the files of a small virtual project:
 * a titled block becomes that file, an untitled block a module of its own at
 * the project root. Pure: no file system, no compiler.
 */
import path from 'node:path';
import type {Snippet, SnippetLang} from './extract';

export interface VirtualFile {
  /** Absolute path of the virtual file. */
  fileName: string;
  snippet: Snippet;
}

const SOURCE_EXT = /\.(ts|tsx|js|jsx|mts|cts|mjs|cjs)$/;

function withExtension(name: string, lang: SnippetLang): string {
  return SOURCE_EXT.test(name) ? name : `${name}.${lang}`;
}

/**
 * `root` is the folder the page's project lives in. When a page shows the same
 * file twice, the last block keeps the file name (so imports see the final
 * version) and earlier ones become siblings, so their own relative imports
 * still resolve.
 */
export function pageProject(root: string, snippets: readonly Snippet[]): VirtualFile[] {
  const files: VirtualFile[] = [];
  const titleOf = (s: Snippet) => s.title && withExtension(s.title.replace(/^\.?\//, ''), s.lang);
  const lastByTitle = new Map<string, number>();
  snippets.forEach((s, i) => {
    const title = titleOf(s);
    if (title) lastByTitle.set(title, i);
  });
  snippets.forEach((snippet, i) => {
    let name: string;
    const titled = titleOf(snippet);
    if (titled) {
      name =
        lastByTitle.get(titled) === i ? titled : titled.replace(SOURCE_EXT, (ext) => `.__line${snippet.line}${ext}`);
    } else {
      name = `__snippet_line${snippet.line}.${snippet.lang}`;
    }
    files.push({fileName: path.join(root, name), snippet});
  });
  return files;
}
