/**
 * Code highlighting at build time. The theme's code blocks tokenize with Prism
 * in the browser: 30 KB of gzipped JavaScript on every page, and every block
 * tokenized again after hydration. Here the tokens become HTML once, while the
 * Markdown compiles, and a stylesheet gives them the Prism theme's colours.
 *
 * The tokens are the ones the theme would draw: the same Prism (prism-react-
 * renderer's) and the same line splitting (its normalizeTokens).
 */
import type {PrismTheme} from 'prism-react-renderer';
import {escapeHtml} from '../../text/html';

export interface Token {
  types: string[];
  content: string;
}

/**
 * One line of tokens as HTML: a span per run of tokens, classed like Prism's
 * (`token keyword`). An empty line comes as a lone "\n" token; the theme draws
 * it empty.
 *
 * Adjacent tokens of the same types share one span, and so do two such tokens
 * with only blanks between them (a blank shows no colour): Prism gives each
 * bracket of `({` its own token. A long post's code blocks had a sixth fewer
 * elements, and every element costs style, layout and hydration time.
 */
export function lineHtml(line: readonly Token[]): string {
  const runs: {classes: string; text: string}[] = [];
  line.forEach(({types, content}, i) => {
    const classes = types.filter((type) => type !== 'plain').join(' ');
    const text = content.replace(/\n/g, '');
    const last = runs[runs.length - 1];
    const next = line[i + 1]?.types.filter((type) => type !== 'plain').join(' ');
    const blankBetweenSame = classes === '' && /^\s+$/.test(text) && last?.classes !== '' && next === last?.classes;
    if (last && (last.classes === classes || blankBetweenSame)) last.text += text;
    else runs.push({classes, text});
  });
  return runs
    .map(({classes, text}) =>
      classes === '' ? escapeHtml(text) : `<span class="token ${classes}">${escapeHtml(text)}</span>`,
    )
    .join('');
}

/**
 * The stylesheet for one Prism theme, every rule under `scope` (a colour mode).
 * Rules keep the theme's order, so a later style wins as it does in the theme;
 * a style limited to some languages applies inside those code blocks only.
 */
export function themeCss(theme: PrismTheme, scope: string): string {
  return theme.styles
    .flatMap(({types, style, languages}) => {
      const declarations = Object.entries(style)
        .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
        .join(';');
      const blocks = languages?.map((language) => `.language-${language} `) ?? [''];
      const selectors = blocks.flatMap((block) => types.map((type) => `${scope} ${block}.token.${type}`));
      return declarations ? [`${selectors.join(',')}{${declarations}}`] : [];
    })
    .join('\n');
}

/**
 * The code block's own colours for one theme, under `scope`. The theme's
 * container sets them inline for the colour mode it rendered with, which after
 * hydration can be the other one; these win (`!important`) and always match
 * the current mode, so code blocks need no re-render once the page is live.
 */
export function plainCss(theme: PrismTheme, scope: string): string {
  const {color, backgroundColor} = theme.plain;
  const declarations = [
    color && `--prism-color:${color} !important`,
    backgroundColor && `--prism-background-color:${backgroundColor} !important`,
  ];
  return `${scope} .theme-code-block{${declarations.filter(Boolean).join(';')}}`;
}
