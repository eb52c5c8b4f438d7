/**
 * The CI workflow runs untrusted pull-request code: its token may read the
 * repository and nothing more, whatever the repository's default is.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const dir = path.join(__dirname, '../.github/workflows');
const workflows = fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

describe('CI workflows', () => {
  it.each(workflows)('%s declares read-only permissions at its top level', (file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    // The top-level `permissions:` block: its indented lines up to the next top-level key.
    const block = /^permissions:[ \t]*(.*)\n((?:[ \t]+.*\n)*)/m.exec(text);
    expect(block, 'a top-level permissions: block').not.toBeNull();
    const scopes = block![1]!.trim() ? [block![1]!.trim()] : block![2]!.split('\n').filter((l) => l.trim());
    expect(scopes.length).toBeGreaterThan(0);
    for (const scope of scopes) expect(scope, scope).toMatch(/^(\s*[\w-]+:\s*(read|none)|read-all|\{\})\s*(#.*)?$/);
    expect(text).not.toMatch(/:\s*write\b|write-all/);
  });

  it.each(workflows)('%s pins every action by commit, not by a tag that can move', (file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const uses = [...text.matchAll(/^\s*(?:-\s*)?uses:\s*(\S+)/gm)].map((m) => m[1]!);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses.filter((u) => !u.startsWith('./'))) expect(action, action).toMatch(/@[0-9a-f]{40}$/);
  });

  it('runs the suite as jobs side by side, the browser tests in shards over one build', () => {
    const text = fs.readFileSync(path.join(dir, 'test.yml'), 'utf8');
    const jobs = [...text.matchAll(/^ {2}([\w-]+):\s*$/gm)].map((m) => m[1]);
    expect(jobs).toEqual(expect.arrayContaining(['static', 'build', 'e2e', 'modes', 'dev']));
    expect(text).toMatch(/npx playwright test --shard \$\{\{ matrix\.shard \}\}\//);
    // Every supported Node (package.json's engines) runs the unit tests and a build.
    expect(text).toMatch(/node: \[20, 22, 24\]/);
  });
});
