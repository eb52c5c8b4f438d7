/**
 * Which navbar item a page belongs to, so that exactly one is highlighted
 * (src/theme/NavbarItem/DocNavbarItem.tsx). The theme highlights a `doc` item
 * on every page of its doc's sidebar, so Docs, Quickstart and Awesome tRPC
 * Collection (one sidebar) lit up together, with "Using Next.js" on its pages.
 */

/** The parts of a navbar item (config/navbar.ts) that say which pages are its own. */
export interface NavbarItemLike {
  type?: string;
  docId?: string;
  to?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  [other: string]: unknown;
}

/** The `doc` item that stands for the docs as a whole: the first one of the navbar. */
export function docsItemId(items: readonly NavbarItemLike[]): string | undefined {
  return items.find((item) => item.type === 'doc')?.docId;
}

/** Whether an item other than the doc item `selfDocId` claims the page as its own. */
export function claimedElsewhere(
  items: readonly NavbarItemLike[],
  selfDocId: string,
  page: {pathname: string; activeDocId?: string},
): boolean {
  return items.some((item) => {
    if (item.type === 'doc') return item.docId !== selfDocId && item.docId === page.activeDocId;
    if (item.type !== undefined && item.type !== 'default') return false;
    if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(page.pathname);
    const base = item.activeBasePath ?? item.to;
    if (!base) return false;
    const prefix = base.startsWith('/') ? base : `/${base}`;
    return page.pathname === prefix || page.pathname.startsWith(`${prefix.replace(/\/$/, '')}/`);
  });
}
