/**
 * The pages of a build that have a Markdown twin (src/plugins/markdown-twins):
 * `x.md` beside `x.html`, as `[page path, twin path, the page's canonical
 * URL]`, sorted, for the host's `Link` headers. The canonical URL is the one
 * the page's HTML names, so the twin's header and the page agree whatever
 * SITE_URL the build had.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

export function markdownTwinsOf(buildDir: string): Array<[string, string, string]> {
  const pairs: Array<[string, string, string]> = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(buildDir, sub), {withFileTypes: true})) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md') && fs.existsSync(path.join(buildDir, rel.replace(/\.md$/, '.html')))) {
        const twin = `/${rel}`;
        const html = fs.readFileSync(path.join(buildDir, rel.replace(/\.md$/, '.html')), 'utf8');
        const canonical = load(html)('link[rel="canonical"]').attr('href');
        if (!canonical) throw new Error(`${rel.replace(/\.md$/, '.html')} has a twin but names no canonical URL`);
        pairs.push([twin === '/index.md' ? '/' : twin.replace(/\.md$/, ''), twin, canonical]);
      }
    }
  };
  walk('');
  return pairs.sort(([a], [b]) => a.localeCompare(b));
}
