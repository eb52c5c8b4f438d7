/**
 * Remark plugin: what a checked block offers beside its code, decided at
 * build time from the snippet checker's view of the page (src/snippets):
 *
 * - `playgroundHref`: the block's link to the TypeScript Playground, with the
 *   code the checker compiled (src/snippets/playground.ts), through a page of
 *   the site (src/snippets/playgroundPages.ts, why there). A block that cannot
 *   be one playground file gets none.
 * - `setupHtml` and `setupLines`: the setup above `// ---cut---`, highlighted,
 *   for the "Show setup" disclosure; its marker lines are left out, as they are
 *   of the code below.
 *
 * Runs first: the code must still be what the checker reads (setup and markers included).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {extractSnippets, type Snippet} from '../../snippets/extract';
import {isMarkerLine} from '../../snippets/markers';
import {playgroundLang, playgroundSource, playgroundUrl} from '../../snippets/playground';
import {writePlaygroundPage} from '../../snippets/playgroundPages';
import {SOURCES, versionOfPage} from '../../snippets/run';
import {findCutLine} from '../../remark/snippetCut';
import {visitCheckedBlocks} from '../../remark/visitCode';
import {V9_VERSION} from '../../docs-model';
import {highlightToLines} from './prism';

export interface Options {
  siteDir: string;
  additionalLanguages: readonly string[];
}

const HIGHLIGHT_COMMENT = /^\s*\/\/\s*highlight-(next-line|start|end)\s*$/;

/** The setup a reader can show: the lines above the cut, less markers and blank edges. */
export function setupOf(code: string): string | undefined {
  const lines = code.split('\n');
  const cut = findCutLine(lines);
  if (cut <= 0) return undefined;
  const setup = lines.slice(0, cut).filter((line) => !isMarkerLine(line) && !HIGHLIGHT_COMMENT.test(line));
  while (setup.length > 0 && setup[0]!.trim() === '') setup.shift();
  while (setup.length > 0 && setup[setup.length - 1]!.trim() === '') setup.pop();
  return setup.length > 0 ? setup.join('\n') : undefined;
}

export default function remarkCodeSamples({siteDir, additionalLanguages}: Options) {
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const page = path.relative(siteDir, file.path).split(path.sep).join('/');
    if (!SOURCES.some((s) => page.startsWith(`${s.dir}/`))) return;
    let snippets: Snippet[];
    try {
      snippets = extractSnippets(page, fs.readFileSync(file.path, 'utf8'));
    } catch {
      return; // Not valid MDX for the checker: the checker reports it.
    }
    visitCheckedBlocks(tree, snippets, (code, snippet, i) => {
      const props: Record<string, string> = {};
      const setup = setupOf(snippet.code);
      const setupHtml = setup && highlightToLines(setup, snippet.lang, additionalLanguages);
      if (setup && setupHtml) {
        props.setupHtml = setupHtml.join('\n');
        props.setupLines = String(setupHtml.length);
      }
      const source = playgroundSource(snippets, i);
      if (source.code !== undefined) {
        const version = snippet.v9 ? V9_VERSION.label : versionOfPage(page);
        props.playgroundHref = writePlaygroundPage(
          siteDir,
          playgroundUrl(siteDir, version, playgroundLang(snippet), source.code),
        );
      }
      if (Object.keys(props).length === 0) return;
      code.data ??= {};
      code.data.hProperties = {...code.data.hProperties, ...props};
    });
  };
}
