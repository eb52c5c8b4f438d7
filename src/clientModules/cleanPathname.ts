/**
 * The clean form of a path (the spec): `/x.html`, `/x/index` and
 * `/x/index.html` all name `/x`, and the base path's own index names the base.
 */
export function cleanPathname(pathname: string, baseUrl = '/'): string {
  const clean = pathname.replace(/\/index(?:\.html)?$/, '').replace(/\.html$/, '');
  if (clean === pathname) return pathname;
  // `/index` and `/base/index` are the site's root.
  return clean === '' || `${clean}/` === baseUrl ? baseUrl : clean;
}
