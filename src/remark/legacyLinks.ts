/**
 * Links written with an older URL of this site (such as the API reference's
 * `https://trpc.io/docs/getQueryKey`, which comes from the @trpc/* sources)
 * point at the page's own URL instead, so that no link of the site answers
 * with a redirect. The legacy table is config/redirects.ts.
 */
import type {Link, Parent, Root, Text} from 'mdast';
import {trimTrailingSlash} from '../docs-model/routes';

export interface LegacyLinksOptions {
  /** The site's origin, as in the config's `url`. */
  siteUrl: string;
  redirects: ReadonlyArray<{from: string; to: string}>;
}

/** The current URL of a link to this site's older path, or null. */
export function currentHref(href: string, {siteUrl, redirects}: LegacyLinksOptions): string | null {
  const origin = new URL(siteUrl).origin;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^(https?:|\/)/.test(href)) return null;
  const target = redirects.find((r) => r.from === trimTrailingSlash(url.pathname))?.to;
  return target ? `${target}${url.search}${url.hash}` : null;
}

function walk(node: Parent, visit: (link: Link) => void): void {
  for (const child of node.children) {
    if (child.type === 'link') visit(child);
    if ('children' in child) walk(child as Parent, visit);
  }
}

export default function remarkLegacyLinks(options: LegacyLinksOptions) {
  const origin = new URL(options.siteUrl).origin;
  return (tree: Root): void => {
    walk(tree, (link) => {
      const current = currentHref(link.url, options);
      if (!current) return;
      // A bare URL shows itself: show the new one.
      const only = link.children.length === 1 && link.children[0]!.type === 'text' ? (link.children[0] as Text) : null;
      if (only && only.value === link.url) only.value = `${origin}${current}`;
      link.url = current;
    });
  };
}
