// @ts-check
/**
 * The page the worker answers with when the reader is offline and opens a
 * page that was not saved: the site's colours and font, light or dark as the
 * site is (the stored `theme`, else the system's), a link home and the pages
 * that are saved. Pure (the worker reads the cache): unit-tested.
 */

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The `<title>` of a saved page, without the site's suffix. @param {string} html */
export function pageTitle(html) {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  /** @type {Record<string, string>} */
  const entities = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"};
  const decoded = title.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (m, /** @type {string} */ name) => entities[name] ?? m);
  return decoded.replace(/\s*\|\s*tRPC$/, '');
}

/**
 * Applies the theme the reader chose on the site before the page paints. The
 * response allows this one script by its hash (see the worker).
 */
export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}";

/** The site's Infima colours (src/css/custom.css), light then dark. */
const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1c1e21;--muted:#525860;--link:#2a6f9f;--line:#dadde1;--surface:#f5f6f7}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#1b1b1d;--fg:#e3e3e3;--muted:#b4b6b9;--link:#6cb0e3;--line:#444950;--surface:#242526}}
:root[data-theme=dark]{--bg:#1b1b1d;--fg:#e3e3e3;--muted:#b4b6b9;--link:#6cb0e3;--line:#444950;--surface:#242526}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.65 system-ui,-apple-system,'Segoe UI',Roboto,Ubuntu,Cantarell,'Noto Sans',sans-serif}
header{padding:.75rem 1rem;border-bottom:1px solid var(--line);background:var(--surface)}
header a{font-weight:700;color:var(--fg);text-decoration:none}
main{max-width:42rem;margin:0 auto;padding:2rem 1rem 3rem}
h1{font-size:2rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem}
a{color:var(--link)}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;overflow-wrap:anywhere}
.muted{color:var(--muted)}
ul{padding-left:1.25rem}
li{margin:.35rem 0}
.home{display:inline-block;margin-top:.5rem;padding:.45rem 1rem;border-radius:.4rem;background:var(--link);color:var(--bg);font-weight:600;text-decoration:none}
`;

/**
 * @param {{requested: string, pages: {path: string, title: string}[], baseUrl: string}} input
 *   the path that was asked for, the saved pages (paths under the site), the site's base path
 * @returns {string}
 */
export function offlinePage({requested, pages, baseUrl}) {
  const list = pages.length
    ? `<h2>Saved pages</h2><ul>${pages
        .map(({path, title}) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title || path)}</a></li>`)
        .join('')}</ul>`
    : '<p class="muted">No page is saved yet: pages are saved as you open them online.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Not saved for offline reading | tRPC</title><script>${THEME_SCRIPT}</script><style>${STYLE}</style></head>
<body><header><a href="${escapeHtml(baseUrl)}">tRPC</a></header><main>
<h1>This page is not saved for offline reading</h1>
<p>You are offline, and <code>${escapeHtml(requested)}</code> was not saved on this device. Pages you have opened before still work.</p>
<a class="home" href="${escapeHtml(baseUrl)}">Go to the home page</a>
${list}
</main></body></html>`;
}

/** Whether a saved URL is a page (not the search index, a Markdown twin or an image). @param {string} path */
export const isPagePath = (path) => !/\.[a-z0-9]+$/i.test(path);
