/** The HTML files of a built site (build/), skipping the bundles in assets/. */
import fs from 'node:fs';
import path from 'node:path';

export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The route a folder's index.html serves: build/docs/x/index.html → /docs/x. */
export function routeOfIndexFile(buildDir: string, file: string): string {
  return `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
}
