import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {checkSpelling} from './spelling';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-spelling-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
const config = path.resolve(__dirname, '../../cspell.json');

describe('checkSpelling (a misspelling)', () => {
  it('finds an unknown word at its line, with cspell’s suggestions, using the repository’s words', async () => {
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(
      path.join(dir, 'docs/page.mdx'),
      '---\ntitle: Page\n---\n\nA tRPC router with superjson.\n\nThe procedure will recieve its input.\n',
    );
    const found = await checkSpelling(['docs/page.mdx'], {root: dir, config});
    expect(found).toEqual([
      {
        file: 'docs/page.mdx',
        line: 7,
        kind: 'spelling',
        message: expect.stringMatching(/^unknown word "recieve" \(column 20\): .*receive/),
      },
    ]);
  }, 30_000);

  it('checks nothing when no page is named', async () => {
    expect(await checkSpelling([], {root: dir, config})).toEqual([]);
  });
});
