/**
 * Remark plugin: gives each fenced code block its highlighted lines, as the
 * `highlightedHtml` property of the rendered <code> (lines joined by "\n"; no
 * line's HTML holds a raw newline). The theme's CodeBlock/Content, swizzled in
 * src/theme, draws them. Runs after the snippet cut, on the code readers see.
 *
 * The code itself then goes: the HTML holds it (its theme/CodeBlock reads it
 * back), and a page's JavaScript carried every block twice, as text and as
 * HTML (about a seventh of a doc page's content chunk). Only where reading it
 * back gives the very same code, which is checked here.
 */
import type {Root} from 'mdast';
import {visitCode} from '../../remark/visitCode';
import {textOfHtml} from '../../text/html';
import {highlightToLines} from './prism';

export interface Options {
  /** Prism languages beyond prism-react-renderer's own, as named in prismjs/components. */
  additionalLanguages: readonly string[];
}

export default function remarkCodeHighlight({additionalLanguages}: Options) {
  return (tree: Root): void => {
    visitCode(tree, (code) => {
      if (!code.lang) return;
      const lines = highlightToLines(code.value, code.lang, additionalLanguages);
      if (!lines) return;
      const html = lines.join('\n');
      code.data ??= {};
      code.data.hProperties = {...code.data.hProperties, highlightedHtml: html};
      if (textOfHtml(html) === code.value) code.value = '';
    });
  };
}
