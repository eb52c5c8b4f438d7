/**
 * The heap every build of the site runs with: `npm run build`, `build:e2e`,
 * `build:modes` and the benches (bench, bench:scale) start Docusaurus with this
 * V8 flag ahead of the caller's own NODE_OPTIONS, which can still override it.
 *
 * Why: a build's main thread allocates far more than it keeps (the Markdown
 * twins and the search records read every page again after SSG), and after a
 * full collection V8 lets the old space grow to up to 4 times what survived
 * when the heap's limit is 2,048 MB or more (V8 derives the default limit from
 * the machine's memory: 4,144 MB on a 24 GB machine), but to at most 1.3 to
 * 2 times, rising with the limit, below that. The heap's
 * slack, not its live data, took a 5× site's peak RSS past 3 GB (handbook/performance.md,
 * "Costs as the docs grow"; the series in bench/RESULTS.md). At 2,000 MB the build keeps the smaller factor
 * with room to spare: the most a 5× build was seen to have in use is 0.69 GB.
 * A site that outgrows it fails with "JavaScript heap out of memory": raise
 * the number here and in package.json's build scripts (up to 2,047 it keeps
 * the smaller factor; above, it is only a limit). build-heap.test.ts checks
 * that they agree, and that the Node in use still grows a heap so.
 */
export const BUILD_HEAP_MB = 2000;
export const BUILD_NODE_OPTION = `--max-old-space-size=${BUILD_HEAP_MB}`;

/** The environment a build runs in: `env` with the build's heap flag ahead of its NODE_OPTIONS. */
export function withBuildHeap(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {...env, NODE_OPTIONS: [BUILD_NODE_OPTION, env.NODE_OPTIONS].filter(Boolean).join(' ')};
}
