/**
 * The pages of a build that have a Markdown twin (src/plugins/markdown-twins):
 * `x.md` beside `x.html`, as `[page path, twin path]`, sorted, for the host's
 * `Link` headers.
 */
import fs from 'node:fs';
import path from 'node:path';

export function markdownTwinsOf(buildDir: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(buildDir, sub), {withFileTypes: true})) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md') && fs.existsSync(path.join(buildDir, rel.replace(/\.md$/, '.html')))) {
        const twin = `/${rel}`;
        pairs.push([twin === '/index.md' ? '/' : twin.replace(/\.md$/, ''), twin]);
      }
    }
  };
  walk('');
  return pairs.sort(([a], [b]) => a.localeCompare(b));
}
