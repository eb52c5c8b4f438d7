/**
 * Relative links of the maintainers' Markdown (the README, CONTRIBUTING.md, handbook/,
 * bench/RESULTS.md, docs-audit/) must lead somewhere: the file exists in the repository and
 * an anchor names a heading of the Markdown file it points at, slugged as GitHub does
 * (github-slugger, through Docusaurus's `createSlugger`). The build's own link check covers
 * only the site's pages; these files are read on GitHub. Pure functions: the test reads the files.
 */
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';

export interface MarkdownLink {
  /** 1-based line of the link's target. */
  line: number;
  /** The link's destination as written: a path, a path with `#anchor`, or `#anchor`. */
  target: string;
}

export interface LinkProblem {
  /** The Markdown file that holds the link, relative to the repository. */
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** Fenced code blocks (``` or ~~~, indented in a list item too) blanked out, line breaks kept. */
export function withoutCodeBlocks(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: {char: string; length: number} | null = null;
  return lines
    .map((line) => {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (
          opening &&
          opening[1]![0] === fence.char &&
          opening[1]!.length >= fence.length &&
          /^\s*[`~]+\s*$/.test(line)
        )
          fence = null;
        return '';
      }
      if (opening) {
        fence = {char: opening[1]![0]!, length: opening[1]!.length};
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Inline code spans (`x`, ``x``) blanked out with spaces, so offsets and line numbers stay. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '));
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A link's path or anchor with its %-escapes read (a stray `%` is taken as written). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Every inline link and image `[text](target)` and every reference definition `[x]: target`, outside code. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const text = withoutCodeSpans(withoutCodeBlocks(markdown));
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const links: MarkdownLink[] = [];
  // The text may run over lines and hold brackets of its own one level deep ([a [b] c](x)).
  for (const match of text.matchAll(
    /\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+["'(][^)]*)?\)/g,
  )) {
    const target = match[1]!.replace(/^<|>$/g, '');
    links.push({line: lineAt(match.index + match[0].indexOf('](') + 2), target});
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm)) {
    links.push({line: lineAt(match.index), target: match[1]!.replace(/^<|>$/g, '')});
  }
  return links.sort((a, b) => a.line - b.line);
}

/** A heading's text as GitHub renders it before slugging: no link targets, emphasis or HTML. */
function headingText(raw: string): string {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** The anchors GitHub gives a Markdown file: one per heading (duplicates get -1, -2 …), and `<a id>`/`<a name>`. */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  const lines = withoutCodeBlocks(markdown).split('\n');
  lines.forEach((line, i) => {
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line);
    const previous = lines[i - 1] ?? '';
    const setext =
      /^ {0,3}(?:=+|-+)\s*$/.test(line) &&
      previous.trim() !== '' &&
      !/^ {0,3}(?:#|[-*+>|]|\d+[.)])/.test(previous) &&
      !/^ {0,3}(?:=+|-+)\s*$/.test(previous);
    const raw = atx ? (atx[1] ?? '') : setext ? previous : null;
    if (raw !== null) anchors.add(slugger.slug(headingText(raw)));
    for (const html of line.matchAll(/<a\s[^>]*\b(?:id|name)=["']([^"']+)["']/gi)) anchors.add(html[1]!);
  });
  return anchors;
}

export interface Repository {
  /** Whether a path (relative to the repository, POSIX separators) is a file or folder in it. */
  exists(file: string): boolean;
  /** The text of a Markdown file of the repository. */
  read(file: string): string;
}

/** The problems of every relative link of `files` (paths relative to the repository). */
export function checkLinks(files: string[], repo: Repository): LinkProblem[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(repo.read(file)));
    return anchorsOf.get(file)!;
  };
  const problems: LinkProblem[] = [];
  for (const file of files) {
    for (const {line, target} of markdownLinks(repo.read(file))) {
      if (EXTERNAL.test(target) || target === '') continue;
      const problem = (reason: string) => problems.push({file, line, target, reason});
      const hash = target.indexOf('#');
      const pathPart = decoded(hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
      const anchor = hash === -1 ? null : decoded(target.slice(hash + 1));
      const resolved =
        pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
      if (resolved.startsWith('../') || path.posix.isAbsolute(resolved)) {
        problem('leads outside the repository');
        continue;
      }
      const targetFile = resolved.replace(/\/$/, '') || '.';
      if (!repo.exists(targetFile)) {
        problem(`no file ${targetFile}`);
        continue;
      }
      if (anchor !== null && /\.md$/i.test(targetFile) && !anchors(targetFile).has(anchor)) {
        problem(`no heading of ${targetFile} has the anchor #${anchor}`);
      }
    }
  }
  return problems;
}
