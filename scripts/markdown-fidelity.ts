/**
 * Checks the Markdown twins of a build against its pages (fidelity.ts) and
 * prints a summary: how the plugins from npm were evaluated, and a quick look
 * at our own. `tsx scripts/markdown-fidelity.ts [build dir] [site URL]`
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtPages, fidelityProblems} from '../src/plugins/markdown-twins/fidelity';
import {twinPath} from '../src/plugins/markdown-twins/twinPath';

const dir = path.resolve(process.argv[2] ?? 'build');
const siteUrl = process.argv[3] ?? 'https://trpc.io';
const pages = builtPages(dir);
let missing = 0;
let faithful = 0;
const kinds = new Map<string, number>();
const examples: string[] = [];
for (const page of pages) {
  const file = path.join(dir, twinPath(page.route));
  if (!fs.existsSync(file)) {
    missing++;
    continue;
  }
  const problems = fidelityProblems(page.html, fs.readFileSync(file, 'utf8'), `${siteUrl}${page.route}`);
  if (problems.length === 0) faithful++;
  for (const problem of problems) {
    const kind = problem.split(':')[0]!;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    if (examples.length < 15) examples.push(`${page.route}: ${problem}`);
  }
}
console.log(
  `${pages.length} pages, ${missing} without a twin, ${faithful} faithful, ${pages.length - missing - faithful} with problems`,
);
console.log([...kinds].map(([k, n]) => `  ${k}: ${n}`).join('\n'));
console.log(examples.join('\n'));
