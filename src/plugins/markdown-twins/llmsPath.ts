/**
 * Where the llms.txt of a page's docs version is, from its route and the docs
 * model: `/llms.txt` for the current version, its API reference and the blog,
 * `/docs/v9/llms.txt` for 9.x. Shared by the build and the browser.
 */
import {DOCS_ROUTE_BASE, olderVersionOfRoute} from '../../docs-model';

export function llmsIndexOfRoute(route: string): string {
  const older = olderVersionOfRoute(route);
  return older ? `/${DOCS_ROUTE_BASE}/${older.path}/llms.txt` : '/llms.txt';
}
