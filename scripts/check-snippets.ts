/**
 * npm run check:snippets [-- page.mdx …]
 * Type-checks every TypeScript/JavaScript code block of the docs and the blog
 * (see CONTRIBUTING.md). With file arguments, checks only those pages and does
 * not apply the opt-out budget, which is about the whole site. A page whose blocks
 * compiled clean before, unchanged, is not compiled again (src/snippets/passes.ts).
 */
import path from 'node:path';
import {PASSES_DIR} from '../src/snippets/passes';
import {formatError, listPages, runSnippetCheck} from '../src/snippets/run';

const repoRoot = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const pages =
  args.length > 0
    ? args.map((a) => path.relative(repoRoot, path.resolve(a)).split(path.sep).join('/'))
    : listPages(repoRoot);

const started = performance.now();
const {versions, problems} = runSnippetCheck(repoRoot, pages, {
  enforceSkipBudget: args.length === 0,
  cacheDir: path.join(repoRoot, PASSES_DIR),
});
const errors = [...problems, ...versions.flatMap((v) => v.errors)];

for (const e of errors) console.error(formatError(e));
for (const v of versions) {
  console.log(`${v.version}: ${v.checked} blocks checked, ${v.skipped} skipped, ${v.errors.length} errors`);
}
console.log(`${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (errors.length > 0) {
  console.error(`check:snippets failed with ${errors.length} error(s)`);
  process.exit(1);
}
