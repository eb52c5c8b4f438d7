/**
 * Adds a page's route chunks to its HTML as deferred scripts, right after the
 * bundles Docusaurus already lists there.
 *
 * Docusaurus's HTML names only the runtime and the main bundle; the chunks of
 * the page itself (its layout, its content, its sidebar) are requested by the
 * main bundle once it has run. On a slow network that is a second round trip
 * before the page can hydrate, and on the main thread it is script elements
 * created while the main bundle is still being evaluated. Listed in the HTML,
 * they download alongside the main bundle, and the bundler finds its scripts
 * already there: it waits for them rather than adding its own.
 */
import {htmlAssets} from './routeChunks';

/** Docusaurus's own script tags in the head: `<script src=… defer></script>`. */
const SCRIPT_TAG = /<script\b[^>]*\bsrc=[^>]*><\/script>/g;

export function withRouteScripts(html: string, files: readonly string[], baseUrl: string): string {
  const headEnd = html.indexOf('</head>');
  const present = new Set(htmlAssets(html).js.map((file) => `/${file}`));
  const missing = files.map((file) => `${baseUrl}${file}`).filter((src) => !present.has(src));
  const lastScript = [...html.slice(0, headEnd).matchAll(SCRIPT_TAG)].at(-1);
  if (missing.length === 0 || !lastScript) return html; // nothing to add, or not a Docusaurus page
  const at = lastScript.index + lastScript[0].length;
  const tags = missing.map((src) => `<script src="${src}" defer></script>`).join('');
  return html.slice(0, at) + tags + html.slice(at);
}
