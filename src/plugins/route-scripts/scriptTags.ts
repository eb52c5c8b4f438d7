/**
 * Rewrites how a page's HTML loads its JavaScript: every bundle it needs
 * before hydrating, in order, as a low-priority preload that ./boot.ts starts
 * once the page is painted.
 *
 * The bundles are Docusaurus's own (the runtime and the main bundle, its
 * deferred `<script src>` tags in the head) followed by the page's route
 * chunks (its layout, its content, its sidebar). Docusaurus's HTML does not
 * name the route chunks: the main bundle requests them once it has run, which
 * on a slow network is a second round trip before the page can hydrate.
 * Listed in the HTML, they download alongside the main bundle, and the bundler
 * finds their scripts already in the page: it waits for them rather than
 * adding its own.
 */
import {BOOT_ATTRIBUTE, BOOT_SCRIPT} from './boot';
import {htmlAssets} from './routeChunks';

/** Docusaurus's own script tags in the head: `<script src=/… defer></script>`. */
const SCRIPT_TAG = /<script\b[^>]*\bsrc=["']?(\/(?!\/)[^"'\s>]+)[^>]*\bdefer\b[^>]*><\/script>/g;

const preload = (src: string) => `<link rel=preload as=script fetchpriority=low href="${src}" ${BOOT_ATTRIBUTE}>`;
/** The boot script on one line: the same text on every page, so one CSP hash. */
const bootTag = `<script>${BOOT_SCRIPT.replace(/\n\s*/g, '')}</script>`;

export function withBootScripts(html: string, routeFiles: readonly string[], baseUrl: string): string {
  const headEnd = html.indexOf('</head>');
  const tags = [...html.slice(0, headEnd).matchAll(SCRIPT_TAG)];
  if (tags.length === 0) return html; // not a Docusaurus page (a redirect page)
  const present = new Set(htmlAssets(html).js.map((file) => `/${file}`));
  const sources = [
    ...tags.map((tag) => tag[1]!),
    ...routeFiles.map((file) => `${baseUrl}${file}`).filter((src) => !present.has(src)),
  ];
  // The tags go, and the preloads and the boot script stand where the first one was.
  let head = html.slice(0, headEnd);
  for (const tag of [...tags].reverse()) head = head.slice(0, tag.index) + head.slice(tag.index + tag[0].length);
  const at = tags[0]!.index;
  return head.slice(0, at) + sources.map(preload).join('') + bootTag + head.slice(at) + html.slice(headEnd);
}
