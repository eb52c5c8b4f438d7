/**
 * A module replacement that fails the build when it replaces nothing. The
 * bundler's NormalModuleReplacementPlugin is silent when its pattern matches
 * no request: after a Docusaurus upgrade that renames or moves the module, the
 * original would come back into every page unnoticed. The drift test
 * (scripts/upstream/drift.test.ts) also guards the replaced file's text.
 */

/** The part the bundler sees: what a request is and how a callback rewrites it. */
export interface ResolveData {
  request: string;
}

export interface GuardedReplacement {
  /** The NormalModuleReplacementPlugin callback: rewrites the request and records the match. */
  replace: (resource: ResolveData) => void;
  /** Called once the production client bundle's modules are known: an error message, or null. */
  check: () => string | null;
}

export function guardedReplacement(name: string, pattern: RegExp, target: string): GuardedReplacement {
  let replaced = 0;
  return {
    replace(resource) {
      resource.request = target;
      replaced++;
    },
    check: () =>
      replaced > 0
        ? null
        : `${name}: no module matched ${pattern}, so the module it stands in for is back in the bundle (or was renamed). Re-review the replacement after the Docusaurus upgrade (README, Upgrading Docusaurus).`,
  };
}
