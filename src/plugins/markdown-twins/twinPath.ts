/**
 * Where a page's Markdown twin lives: its URL plus `.md` (`/docs/server/routers`
 * → `/docs/server/routers.md`, `/docs/` → `/docs.md`). Shared by the build and
 * the browser, so it imports nothing.
 */
export function twinPath(permalink: string): string {
  const clean = permalink.replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}
