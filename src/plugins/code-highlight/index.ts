import fs from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {guardedReplacement} from '../../guarded-replacement';
import {copyPlaygroundPages, linkedPlaygroundIds} from '../../snippets/playgroundPages';
import {plainCss, themeCss} from './highlight';

export {default as remarkCodeHighlight} from './remark';
export {default as remarkCodeQueries} from './queries';
export {default as remarkCodeSamples} from './samples';

/** The theme's client module that loads Prism into every page (stood in for by ./noPrism.ts). */
const PRISM_LANGUAGES = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export interface CodeThemes {
  light: PrismTheme;
  dark: PrismTheme;
}

/**
 * Build-time code highlighting (why: ./highlight.ts). This plugin adds the
 * token colours of both colour modes as a stylesheet and keeps Prism out of the
 * browser bundle; the remark plugin (./remark.ts, listed with the docs, blog and
 * pages) highlights the code, and this plugin's CodeBlock/Content (./theme/)
 * draws it. The remark plugin ./queries.ts answers the code's twoslash markers,
 * and the same component draws the answers under their lines.
 */
export default function codeHighlightPlugin(themes: CodeThemes): PluginModule {
  return (context) => {
    const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
    fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
    const modes = [
      [themes.light, "[data-theme='light']"],
      [themes.dark, "[data-theme='dark']"],
    ] as const;
    fs.writeFileSync(
      stylesheet,
      `${modes.map(([theme, scope]) => `${plainCss(theme, scope)}\n${themeCss(theme, scope)}`).join('\n')}\n`,
    );
    return {
      name: 'code-highlight',
      // CodeBlock and CodeBlock/Content, in place of the classic theme's (drift guard: scripts/upstream/).
      getThemePath: () => path.join(__dirname, 'theme'),
      getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
      getClientModules: () => [stylesheet],
      // The pages at /play/<id> that the built pages link to (src/snippets/playgroundPages.ts).
      async postBuild({outDir}) {
        const ids: string[] = [];
        const walk = (dir: string): void => {
          for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
            const file = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(file);
            else if (entry.name.endsWith('.html')) ids.push(...linkedPlaygroundIds(fs.readFileSync(file, 'utf8')));
          }
        };
        walk(outDir);
        const missing = copyPlaygroundPages(context.siteDir, outDir, ids);
        if (missing.length > 0)
          throw new Error(
            `code-highlight: ${missing.length} playground link(s) without their page (/play/${missing[0]}): run \`npm run clear\` and build again`,
          );
      },
      configureWebpack: (config, isServer, {currentBundler}) => {
        // The bundler's persistent cache keeps a page's compiled MDX while the
        // page is unchanged; its annotations also depend on the installed
        // packages' types, so a changed lockfile must evict it.
        const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
        if (cache && typeof cache === 'object')
          cache.buildDependencies = [
            ...(cache.buildDependencies ?? []),
            path.join(context.siteDir, 'package-lock.json'),
          ];
        const noPrism = path.join(__dirname, 'noPrism.ts');
        return {
          // Checked on the production client bundle, where the replacement matters.
          plugins: guardedReplacement('code-highlight', currentBundler, {
            original: PRISM_LANGUAGES,
            standIn: noPrism,
            check: !isServer && config.mode === 'production',
          }),
        };
      },
    };
  };
}
