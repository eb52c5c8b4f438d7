import type {CurrentBundler} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {escapeRegExp} from '../text/escapeRegExp';

/**
 * A module replacement that fails the build when it no longer replaces
 * anything. The bundler's NormalModuleReplacementPlugin is silent when its
 * pattern matches no request: after a Docusaurus upgrade that renames or moves
 * the module, the original would come back into every page unnoticed. So the
 * finished bundle is checked: the stand-in is in it and the original is not.
 * (Checking that the pattern matched while resolving would not do: a warm
 * build takes its resolutions from the persistent cache.) The drift test
 * (scripts/upstream/drift.test.ts) also guards the replaced file's text.
 */
export function replacementProblem(
  name: string,
  resources: readonly string[],
  original: RegExp,
  standIn: string,
): string | null {
  const originals = resources.filter((resource) => original.test(resource));
  if (originals.length > 0)
    return `${name}: ${originals[0]} is in the bundle, though ${standIn} should stand in for it. Re-review the replacement (handbook/upgrading-docusaurus.md).`;
  if (!resources.includes(standIn)) {
    return `${name}: no module matched ${original}, so ${standIn} is not in the bundle: the module it stands in for was renamed or moved. Re-review the replacement (handbook/upgrading-docusaurus.md).`;
  }
  return null;
}

/**
 * The bundler plugins that put `standIn` in place of the modules `original`
 * matches and, where `check` holds (the production client build, where the
 * replacement matters), fail the build with `replacementProblem`'s message.
 */
export function guardedReplacement(
  name: string,
  bundler: CurrentBundler,
  {original, standIn, check}: {original: RegExp; standIn: string; check: boolean},
) {
  const {NormalModuleReplacementPlugin, WebpackError} = bundler.instance;
  return [
    new NormalModuleReplacementPlugin(original, standIn),
    {
      apply(compiler: Compiler) {
        if (!check) return;
        compiler.hooks.thisCompilation.tap(name, (compilation) => {
          compilation.hooks.finishModules.tap(name, (modules) => {
            const resources = [...modules]
              .map((m) => (m as {resource?: string}).resource)
              .filter((r): r is string => typeof r === 'string');
            const problem = replacementProblem(name, resources, original, standIn);
            if (problem) compilation.errors.push(new WebpackError(problem));
          });
        });
      },
    },
  ];
}

/**
 * The installed file of an upstream module, given by its path inside
 * node_modules (as scripts/upstream/files.ts records it), on either path
 * separator: what a replacement or rewrite matches.
 */
export function moduleTest(module: string): RegExp {
  const escaped = module.split('/').map(escapeRegExp).join('[\\\\/]');
  return new RegExp(`[\\\\/]node_modules[\\\\/]${escaped}$`);
}
