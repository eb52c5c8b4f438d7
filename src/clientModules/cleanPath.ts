/**
 * A host without redirect rules may serve a page at `/x.html` or `/x/index`;
 * the router would then find no route and replace the page with "Page Not
 * Found". Before the app starts (client modules run before hydration), the
 * address is replaced with the clean path, so the router matches the page the
 * server sent and the address bar shows the page's own URL.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {cleanPathname} from './cleanPathname';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = cleanPathname(pathname, siteConfig.baseUrl);
  if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
}

export {};
