/**
 * Where a `Link` points and how it is rendered: the part of the stand-in Link
 * (./Link.tsx) that is plain logic, kept apart so that it can be tested
 * without a browser. It decides what Docusaurus's `Link` decides (see
 * `@docusaurus/core/lib/client/exports/Link.js`, which ./index.ts guards).
 */

export interface LinkTargetInput {
  /** `to` or `href`: MDX links always give `href`, theme code mostly `to`; neither says which kind of link it is. */
  readonly target: string | undefined;
  readonly internal: boolean;
  readonly autoAddBaseUrl: boolean;
  readonly withBaseUrl: (url: string) => string;
  /** `applyTrailingSlash` bound to the site's setting. */
  readonly withTrailingSlash: (url: string) => string;
  readonly hashRouter: boolean;
}

/**
 * The URL the link points at: `pathname://` (Docusaurus's "not an app route"
 * escape) removed, the base URL added to a root-relative path, the site's
 * trailing-slash rule applied to an internal one.
 */
export function linkTarget(input: LinkTargetInput): string | undefined {
  if (input.target === undefined) return undefined;
  const unprefixed = input.target.replace('pathname://', '');
  // Only root-relative paths get the base URL: a relative "intro" must stay relative.
  let target = input.autoAddBaseUrl && unprefixed.startsWith('/') ? input.withBaseUrl(unprefixed) : unprefixed;
  // useBaseUrl('./x') is right for images, but under the hash router a link's "./" must go.
  if (input.hashRouter && target.startsWith('./')) target = target.slice(1);
  return target && input.internal ? input.withTrailingSlash(target) : target;
}

/**
 * A plain `<a>`, not the router's link: no target, an external one, one that
 * opens elsewhere, or an anchor on this page (except under the hash router,
 * which must route `/#/page/#anchor` itself).
 */
export function isPlainAnchor(target: string | undefined, internal: boolean, opensHere: boolean, hashRouter: boolean) {
  if (!target || !internal || !opensHere) return true;
  return target.startsWith('#') && !hashRouter;
}
