/**
 * Where a page's Markdown twin lives: its URL plus `.md` (`/docs/server/routers`
 * → `/docs/server/routers.md`, `/docs/` → `/docs.md`). Shared by the build and
 * the browser, so it imports only the route rules.
 */
import {routePrefix} from '../../docs-model/routes';

export function twinPath(permalink: string): string {
  const clean = routePrefix(permalink);
  return `${clean === '' ? '/index' : clean}.md`;
}
