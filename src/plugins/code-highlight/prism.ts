/**
 * The Node side of build-time highlighting: prism-react-renderer's Prism with
 * the site's extra languages loaded into it.
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {PrismGrammar} from 'prism-react-renderer';
import {lineHtml} from './highlight';

let loaded = '';

/**
 * Prism's language files register on a global `Prism`; prism-react-renderer
 * keeps its own instance, so it is lent to them while they load (as the theme does).
 */
function loadLanguages(languages: readonly string[]): void {
  const key = languages.join(',');
  if (loaded === key) return;
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each language file extends the global Prism when it runs, so they load in order, synchronously
  for (const language of languages) require(`prismjs/components/prism-${language}`);
  global.Prism = before;
  if (before === undefined) delete global.Prism;
  if (Prism.languages.bash) addBunCommands(Prism.languages.bash);
  loaded = key;
}

/**
 * Prism's bash colours npm, yarn and pnpm as commands but does not know Bun, which every
 * install block shows in a tab of its own (src/remark/installTabs.ts): `bun` and `bunx` join
 * its list of commands, so `bun add` is drawn as `npm install` is (one `function` token).
 */
function addBunCommands(bash: PrismGrammar): void {
  const command = bash.function as {pattern: RegExp} | undefined;
  const list = '(?:';
  if (!command?.pattern.source.includes(list) || command.pattern.source.includes('|bunx|')) return;
  command.pattern = new RegExp(command.pattern.source.replace(list, `${list}bun|bunx|`), command.pattern.flags);
}

/**
 * The code's lines as HTML, or undefined for a language Prism does not know
 * (the block then shows plain text, as the theme does).
 */
export function highlightToLines(
  code: string,
  language: string,
  additionalLanguages: readonly string[],
): string[] | undefined {
  loadLanguages(additionalLanguages);
  const grammar = Prism.languages[language];
  if (!grammar) return undefined;
  return normalizeTokens(Prism.tokenize(code, grammar)).map(lineHtml);
}
