/**
 * A test of the tool (npm run test:tools): cspell, with the root `cspell.json` and the
 * project word list, accepts and refuses what the project expects. Run when cspell or its
 * configuration changes. Each case feeds text through the CLI as if it were a file
 * at the given path, so the config's language, dictionaries and ignored paths
 * are what is tested.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const CSPELL = path.join(ROOT, 'node_modules/cspell/bin.mjs');

/** The words cspell rejects in `text` read as the file `asPath`, and its exit code. */
function spell(text: string, asPath: string): Promise<{words: string[]; status: number}> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CSPELL, '--no-progress', '--no-summary', '--words-only', `stdin://${asPath}`],
      {cwd: ROOT, encoding: 'utf8'},
      (error, stdout) => resolve({words: stdout.split('\n').filter(Boolean), status: error ? Number(error.code) : 0}),
    );
    child.stdin!.end(text);
  });
}

// Each run starts cspell and loads its dictionaries: seconds on a busy machine.
const SLOW = 120_000;

describe('the spelling check', () => {
  it(
    'accepts British spelling, API names and the project word list',
    async () => {
      const prose =
        'The behaviour of the link: colours are deserialised. Call useSuspenseQuery or ' +
        'unstable_httpBatchStreamLink from @trpc/react-query; KATT wrote the prepass.';
      expect(await spell(prose, 'docs/page.mdx')).toEqual({words: [], status: 0});
    },
    SLOW,
  );

  it(
    'fails on a misspelling in the docs, the 9.x docs, the blog and the README',
    async () => {
      const paths = ['docs/page.mdx', 'versioned_docs/version-9.x/page.mdx', 'blog/post.mdx', 'README.md'];
      const runs = await Promise.all(paths.map((p) => spell('Procedures recieve their input.', p)));
      for (const run of runs) expect(run).toEqual({words: ['recieve'], status: 1});
    },
    SLOW,
  );

  it(
    'leaves the generated API reference alone',
    async () => {
      expect(await spell('Procedures recieve their input.', 'api-reference/server/page.md')).toEqual({
        words: [],
        status: 0,
      });
    },
    SLOW,
  );
});
