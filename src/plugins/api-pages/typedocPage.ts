/**
 * The shape of a generated API reference page, applied to typedoc's Markdown
 * as each page is written (typedoc-plugin-markdown's `endPage` event):
 *
 *   # Kind: name            (title: the same, unescaped, and its package, in the front matter)
 *   ```ts signature ```     (`useCodeBlocks`: one block, highlighted at build time)
 *   description
 *   [the guide link, added when the docs are loaded: ./remark.ts]
 *   Defined in: source
 *   ## Type Parameters …
 *
 * typedoc writes the source line between the signature and the description,
 * escapes `<` and `_` in the title (which Docusaurus then shows in the
 * browser's title bar as `\<`), and strikes deprecated titles through (`~~`);
 * a bare `@deprecated` tag becomes an empty "Deprecated" section, which gets
 * its note from ./deprecations.ts.
 */
import {DEPRECATION_NOTES, explainBareDeprecations} from './deprecations';

/** What the page's reflection tells that its Markdown does not. */
export interface PageFacts {
  /** The names of the symbol's own type parameters (a class's, a type alias's), if any. */
  typeParameters: readonly string[];
  /**
   * `@trpc/react-query`: named in the page's title (its tab, a bookmark, a search result), since
   * two packages document the same symbol (`@trpc/react-query` re-exports `@trpc/client`'s).
   */
  packageName: string;
  /** `10.30.0`: with the package, named in a description written for a symbol without one. */
  version: string;
}

const TITLE = /^# (?:~~)?(Class|Interface|Type Alias|Function|Variable|Enumeration|Namespace): (.+?)(?:~~)?$/;
const SOURCE_LINE = /^Defined in: /;

/** Markdown's backslash escapes removed: `experimental\_formDataLink` → `experimental_formDataLink`. */
export const unescapeMarkdown = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** A paragraph of Markdown as plain text, for a description: no links, code marks, emphasis or escapes. */
export function plainText(markdown: string): string {
  return unescapeMarkdown(
    markdown
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*{1,2}|_{1,2})(\S[^*_]*?)\1/g, '$2'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function reshapeApiPage(markdown: string, facts: PageFacts): string {
  // A package's overview page has its own front matter (config/typedoc.ts).
  if (markdown.startsWith('---')) return markdown;
  const lines = markdown
    .replace(/\{\n\}/g, '{}')
    .replace(/\\\{\n\\\}/g, '\\{\\}')
    .split('\n');
  const title = TITLE.exec(lines[0] ?? '');
  if (!title) return markdown;
  const [, kind, escapedName] = title as unknown as [string, string, string];
  // The name as typedoc wrote it, without type parameters, which are written anew (names only).
  const name = escapedName.replace(/\\<.*$/, '');
  const params = facts.typeParameters.length > 0 ? facts.typeParameters : null;
  const markdownTitle = `${kind}: ${name}${params ? `\\<${params.join(', ')}\\>` : ''}`;
  const plainTitle = `${kind}: ${unescapeMarkdown(name)}${params ? `<${params.join(', ')}>` : ''}`;

  // The top section: from the title to the first second-level heading.
  const end = lines.findIndex((line, i) => i > 0 && line.startsWith('## '));
  const top = lines.slice(1, end === -1 ? lines.length : end);
  const rest = end === -1 ? [] : lines.slice(end);
  const sourceAt = top.findIndex((line) => SOURCE_LINE.test(line));
  const source = sourceAt === -1 ? null : top.splice(sourceAt, 1)[0]!;
  // The description: the top section's text outside code blocks.
  let inCode = false;
  const prose: string[] = [];
  for (const line of top) {
    if (line.startsWith('```')) inCode = !inCode;
    else if (!inCode) prose.push(line);
  }
  const firstParagraph =
    prose
      .join('\n')
      .trim()
      .split(/\n\s*\n/)[0] ?? '';
  const symbol = unescapeMarkdown(name).replace(/\(\)$/, '');
  const description =
    shorten(plainText(firstParagraph), 160) ||
    `The ${kind.toLowerCase()} ${symbol} of ${facts.packageName} ${facts.version}.`;

  // Where the source line was, two blank lines meet: keep one.
  const body = top.filter((line, i) => !(line.trim() === '' && top[i - 1]?.trim() === ''));
  while (body.length > 0 && body[body.length - 1]!.trim() === '') body.pop();
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(`${plainTitle} in ${facts.packageName}`)}`,
    `description: ${JSON.stringify(description)}`,
    '---',
  ];
  return explainBareDeprecations(
    [...frontMatter, `# ${markdownTitle}`, ...body, '', ...(source ? [source, ''] : []), ...rest].join('\n'),
    symbol,
  );
}

interface MarkdownPage {
  contents?: string;
  model?: {typeParameters?: ReadonlyArray<{name: string}>};
  project?: {name?: string; packageVersion?: string};
}
interface TypedocApp {
  renderer: {on(event: string, listener: (page: MarkdownPage) => void, priority?: number): void};
}

/**
 * A typedoc plugin (given as a function in `plugin`). Runs after the other
 * `endPage` listeners, so it sees whether a front-matter plugin wrote one.
 */
export function typedocPagesPlugin(version: string) {
  const load = (app: TypedocApp) => {
    app.renderer.on(
      'endPage',
      (page) => {
        if (!page.contents) return;
        page.contents = reshapeApiPage(page.contents, {
          typeParameters: page.model?.typeParameters?.map((p) => p.name) ?? [],
          packageName: page.project?.name ?? 'tRPC',
          version,
        });
      },
      -100,
    );
  };
  // The typedoc cache keys on the options as JSON: a change to the shape makes a new key.
  return Object.assign(load, {
    toJSON: () => `typedocPagesPlugin ${version} ${reshapeApiPage.toString()} ${JSON.stringify(DEPRECATION_NOTES)}`,
  });
}
