/**
 * npm run bench:snippets — times the snippet checker on a generated corpus of
 * 1,000 blocks (100 pages of 10 blocks each, every page a small project that
 * imports across its files), so its speed can be compared with its budget:
 * under 60 s on 2 cores.
 */
import fs from 'node:fs';
import path from 'node:path';
import {runSnippetCheck} from '../src/snippets/run';

const repoRoot = path.resolve(__dirname, '..');
const corpusDir = '.snippets/bench-corpus';
const PAGES = 100;
const BLOCKS_PER_PAGE = 10;

function page(n: number): string {
  const blocks = [
    '```ts title="server/trpc.ts"\nimport { initTRPC } from \'@trpc/server\';\nconst t = initTRPC.context<{ user: string | null }>().create();\nexport const router = t.router;\nexport const publicProcedure = t.procedure;\n```',
  ];
  for (let b = 1; b < BLOCKS_PER_PAGE - 1; b++) {
    blocks.push(
      `\`\`\`ts title="server/routers/r${b}.ts"\nimport { z } from 'zod';\nimport { router, publicProcedure } from '../trpc';\nexport const r${b} = router({\n  get: publicProcedure.input(z.object({ id: z.number() })).query(({ input, ctx }) => ({ id: input.id, by: ctx.user, page: ${n} })),\n  set: publicProcedure.input(z.string()).mutation(({ input }) => input.length),\n});\n\`\`\``,
    );
  }
  const imports = Array.from(
    {length: BLOCKS_PER_PAGE - 2},
    (_, i) => `import { r${i + 1} } from './server/routers/r${i + 1}';`,
  ).join('\n');
  const routes = Array.from({length: BLOCKS_PER_PAGE - 2}, (_, i) => `r${i + 1}`).join(', ');
  blocks.push(
    `\`\`\`ts\nimport { createTRPCProxyClient, httpBatchLink } from '@trpc/client';\nimport { router } from './server/trpc';\n${imports}\nconst appRouter = router({ ${routes} });\nconst client = createTRPCProxyClient<typeof appRouter>({ links: [httpBatchLink({ url: '/trpc' })] });\nconst result: { id: number; by: string | null; page: number } = await client.r1.get.query({ id: 1 });\nconsole.log(result);\n\`\`\``,
  );
  return `---\ntitle: Page ${n}\n---\n\n${blocks.join('\n\nSome prose.\n\n')}\n`;
}

fs.rmSync(path.join(repoRoot, corpusDir), {recursive: true, force: true});
fs.mkdirSync(path.join(repoRoot, corpusDir), {recursive: true});
const pages = Array.from({length: PAGES}, (_, n) => {
  const rel = `${corpusDir}/page-${n}.mdx`;
  fs.writeFileSync(path.join(repoRoot, rel), page(n));
  return rel;
});

const started = performance.now();
const {versions, problems} = runSnippetCheck(repoRoot, pages, {enforceSkipBudget: false});
const seconds = (performance.now() - started) / 1000;
const blocks = versions.reduce((n, v) => n + v.checked, 0);
const errors = problems.length + versions.reduce((n, v) => n + v.errors.length, 0);
console.log(
  `${blocks} blocks on ${pages.length} pages checked in ${seconds.toFixed(1)} s (${errors} errors); budget 60 s`,
);
fs.rmSync(path.join(repoRoot, corpusDir), {recursive: true, force: true});
if (errors > 0 || seconds > 60) process.exit(1);
